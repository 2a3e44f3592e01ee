import { DOCKER_HUB, normalizeRepository } from '../../images/image-name.js';
import { REPOSITORY_PATH, TAG } from '../../images/reference-grammar.js';
import { isObject, objectField, stringField } from '../json-fields.js';
import { reject } from '../rejection.js';
import type { ImagePushEvent } from '../webhook-event.js';

/**
 * Docker Hub's push payload (`repository.repo_name`, `push_data.tag`) as an
 * image-push. It names no digest, so the tag is a hint that serve resolves
 * against the registry; `eventId` is the body's hash, as Docker Hub sends no id.
 */
export function toDockerHubPush(payload: unknown, eventId: string): ImagePushEvent {
  if (!isObject(payload)) throw reject.unprocessable('the Docker Hub payload must be a JSON object');
  const repository = objectField(payload, 'repository', 'repository');
  const pushData = objectField(payload, 'push_data', 'push_data');
  const name = stringField(repository, 'repo_name', 'repository.repo_name', REPOSITORY_PATH);
  const tag = stringField(pushData, 'tag', 'push_data.tag', TAG);
  return {
    kind: 'image-push',
    source: 'dockerhub',
    eventId,
    // Official images are named by one segment here; the registry API wants `library/<name>`.
    ...normalizeRepository({ registryHost: DOCKER_HUB, repository: name }),
    tag,
  };
}
