// The grammar of github.com/distribution/reference, which Docker, Distribution
// and OpenShift share: one copy, for pull specs and for webhook payloads alike.
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
/** Distribution refuses longer repository names. */
const MAX_REPOSITORY_LENGTH = 255;

/** `host`, `host:port`, `[::1]:port` */
export const REGISTRY_HOST =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]+)?$/;
export const TAG = /^[\w][\w.-]{0,127}$/;
export const DIGEST = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;

/** `team/app`, `library/redis`: path components of lower-case letters and digits with separators; names become URL paths. */
export function isRepositoryPath(repository: string): boolean {
  return (
    repository !== '' &&
    repository.length <= MAX_REPOSITORY_LENGTH &&
    repository.split('/').every((part) => PATH_COMPONENT.test(part))
  );
}

export function isImageTag(tag: string): boolean {
  return TAG.test(tag);
}

/** The repository grammar in the shape field validators take (`{ test }`, like a RegExp). */
export const REPOSITORY_PATH = { test: isRepositoryPath };
