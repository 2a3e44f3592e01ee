import type { KubeObject } from '../render/kube-object.js';
import { isRecord } from '../model/values.js';
import { CONTAINER_LISTS, withPodSpec } from './pod-spec.js';

/**
 * Containers whose image is a key of `images` get its value: the image a
 * preview build made from the PR's head in place of the one the config names.
 */
export function replaceImages(object: KubeObject, images: ReadonlyMap<string, string>): KubeObject {
  if (images.size === 0) return object;
  return withPodSpec(object, (spec) => {
    const replaced: Record<string, unknown> = { ...spec };
    for (const list of CONTAINER_LISTS) {
      const containers = spec[list];
      if (!Array.isArray(containers)) continue;
      replaced[list] = containers.map((container: unknown) => {
        if (!isRecord(container) || typeof container['image'] !== 'string') return container;
        const image = images.get(container['image']);
        return image === undefined ? container : { ...container, image };
      });
    }
    return replaced;
  });
}
