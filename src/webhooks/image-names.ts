// The grammar of github.com/distribution/reference, which Docker, Distribution and OpenShift share.
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;

/** `team/app`, `library/redis`: path components of lower-case letters and digits with separators. */
export const REPOSITORY = {
  test: (name: string): boolean =>
    name.length <= 255 && name.split('/').every((component) => PATH_COMPONENT.test(component)),
};
export const TAG = /^[\w][\w.-]{0,127}$/;
export const DIGEST = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;
/** `host`, `host:port`, `[::1]:port` */
export const REGISTRY_HOST =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]+)?$/;

export const DOCKER_HUB_HOST = 'docker.io';

/** Docker Hub names official images by one segment; the registry API wants `library/<name>`. */
export function dockerHubRepository(name: string): string {
  return name.includes('/') ? name : `library/${name}`;
}
