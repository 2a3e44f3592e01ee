export {
  PREVIEW_REPOSITORY_LABEL,
  PREVIEW_PR_LABEL,
  PREVIEW_OWNER_LABEL,
  PREVIEW_PROJECT_LABEL,
  PREVIEW_REPOSITORY_NAME_ANNOTATION,
  PREVIEW_HEAD_ANNOTATION,
  PREVIEW_LAST_PUSH_ANNOTATION,
  PREVIEW_PR_URL_ANNOTATION,
  repositoryLabelValue,
  previewLabels,
  previewAnnotations,
} from './preview-labels.js';
export type { PreviewOf } from './preview-labels.js';
export { previewNamespace, previewHostPrefix } from './preview-namespace.js';
export {
  renderPreview,
  CLUSTER_SCOPED_REASON,
  FORK_SECRET_REASON,
  QUOTA_REPLACED_REASON,
  AUTOSCALER_AT_ZERO_REASON,
} from './render-preview.js';
export type { PreviewInput, RenderedPreview, LeftOut, WithoutSecrets } from './render-preview.js';
export { PREVIEW_QUOTA_NAME, PREVIEW_LIMITS_NAME } from './preview-quota.js';
export { previewTargets, whyNoPreview, projectLabels } from './preview-targets.js';
export type { PullScope, PreviewTargetsInput, PreviewTargets } from './preview-targets.js';
export { admitPreviews, previewKey } from './admit-previews.js';
export type { PreviewKey, Admission } from './admit-previews.js';
export { forkGate } from './fork-gate.js';
export type { ForkGate, ForkGateInput } from './fork-gate.js';
export { livePreviewOf, claimPreviewNamespace } from './live-preview.js';
export type { NamespaceView, LivePreview, NamespaceClaim } from './live-preview.js';
export { sweepVerdicts, pullKey, formatAge } from './sweep-verdicts.js';
export type { PullLookup, SweepVerdict } from './sweep-verdicts.js';
export { sourceBuilds, withPreviewImage } from './preview-image.js';
export type { SourceBuild, PreviewImage } from './preview-image.js';
