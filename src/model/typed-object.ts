import type {
  BuildConfig,
  DeploymentConfig,
  ImageStream,
  Project,
  Route,
  Template,
  TemplateValues,
} from './generated/index.js';
import type { OpenShiftKind } from './kinds.js';
import type { Manifest } from './manifest.js';

/** The generated type of each OpenShift kind. */
export interface OpenShiftObjects {
  Project: Project;
  ImageStream: ImageStream;
  BuildConfig: BuildConfig;
  DeploymentConfig: DeploymentConfig;
  Route: Route;
  Template: Template;
  TemplateValues: TemplateValues;
}

/**
 * A manifest's object as the type its schema describes. Sound because only
 * projects without errors are rendered, so every OpenShift object reaching a
 * renderer has passed its schema.
 */
export function typedObject<K extends OpenShiftKind>(manifest: Manifest, kind: K): OpenShiftObjects[K] {
  if (manifest.openshiftKind !== kind)
    throw new Error(`${manifest.kind} '${manifest.name}' is not a ${kind}`);
  return manifest.object as unknown as OpenShiftObjects[K];
}
