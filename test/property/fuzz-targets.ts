import { imageReferenceTargets } from './fuzz-image-reference.js';
import { loaderTargets } from './fuzz-loader.js';
import type { FuzzTarget } from './fuzz-target.js';
import { templateTargets } from './fuzz-templates.js';
import { webhookTargets } from './fuzz-webhooks.js';
import { yamlEditTargets } from './fuzz-yaml-edit.js';

/** Every fuzz target, in pipeline order: what `npm run bench:fuzz` runs. */
export const ALL_FUZZ_TARGETS: readonly FuzzTarget[] = [
  ...loaderTargets,
  ...templateTargets,
  ...yamlEditTargets,
  ...webhookTargets,
  ...imageReferenceTargets,
];
