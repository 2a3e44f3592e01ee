import { SETTINGS, yaml } from './repo.js';

export interface AppRepoOptions {
  /** The project's name (a namespace). */
  readonly project: string;
  /** `host:port` of the registry the ImageStream follows. */
  readonly registryHost: string;
  /** The tag the DeploymentConfig's ImageChange trigger names. Default: v2. */
  readonly tag?: string;
  /** Whether the trigger is automatic. Default: true. */
  readonly automatic?: boolean;
  /** The ConfigMap's value, to make a change a person would commit. Default: "1". */
  readonly greeting?: string;
  /** The trigger's imageChangeParams.lastTriggeredImage. Default: none. */
  readonly lastTriggeredImage?: string;
  /** Digests already in the stream's status for `tag`, newest first. Default: none. */
  readonly digests?: readonly string[];
}

/**
 * A config repository with one application: an ImageStream following
 * `<registryHost>/team/app`, a DeploymentConfig whose ImageChange trigger
 * names one of its tags, and a ConfigMap — the shape image updates go through.
 */
export function appRepoFiles({
  project,
  registryHost,
  tag = 'v2',
  automatic = true,
  greeting = '1',
  lastTriggeredImage,
  digests = [],
}: AppRepoOptions): Record<string, string> {
  const dir = `projects/${project}`;
  const status =
    digests.length === 0
      ? '{}'
      : JSON.stringify({
          tags: [
            {
              tag,
              items: digests.map((digest) => ({
                created: '2026-11-22T10:00:00Z',
                dockerImageReference: `${registryHost}/team/app@${digest}`,
                image: digest,
              })),
            },
          ],
        });
  return {
    'gitshift.yaml': `${SETTINGS}name: e2e-${project}\n`,
    [`${dir}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `,
    [`${dir}/app.yaml`]: yaml`
      # The image stream follows the registry: pushes of team/app land in status.tags.
      apiVersion: image.openshift.io/v1
      kind: ImageStream
      metadata:
        name: app
      spec:
        dockerImageRepository: ${registryHost}/team/app
      status: ${status}
      ---
      apiVersion: apps.openshift.io/v1
      kind: DeploymentConfig
      metadata:
        name: app
      spec:
        replicas: 2
        triggers:
          - type: ConfigChange
          - type: ImageChange
            imageChangeParams:
              automatic: ${automatic}
              lastTriggeredImage: ${lastTriggeredImage ?? '""'}
              containerNames: [app]
              from:
                kind: ImageStreamTag
                name: app:${tag}
        template:
          metadata:
            labels:
              app: app
          spec:
            containers:
              - name: app
                image: " "
      ---
      apiVersion: v1
      kind: ConfigMap
      metadata:
        name: greeting
      data:
        greeting: "${greeting}"
    `,
  };
}
