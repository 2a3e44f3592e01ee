import type { BuildNote } from './build-config-note.js';
import type { KubeObject } from './kube-object.js';

/** One project rendered: what the reconciler applies, runs and reports for it. */
export interface RenderedProject {
  readonly name: string;
  /** Objects to apply, in dependency order. */
  readonly objects: readonly KubeObject[];
  /** Lifecycle hook Jobs of DeploymentConfigs: run by the reconciler, never applied as they are. */
  readonly hooks: readonly KubeObject[];
  /** BuildConfigs, which render nothing until builds run: what each will do. */
  readonly builds: readonly BuildNote[];
  /**
   * The project's own choice about undoing drift (its Project's
   * `gitshift.io/self-heal` annotation); undefined leaves it to gitshift.yaml.
   */
  readonly selfHeal: boolean | undefined;
}
