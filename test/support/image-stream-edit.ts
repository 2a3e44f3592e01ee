import type { ImageStreamTagEdit } from '../../src/writeback/edits/set-image-stream-tag.js';

/** Two image digests for write-back tests: one already in a file, one pushed. */
export const D1 = `sha256:${'1'.repeat(64)}`;
export const D2 = `sha256:${'2'.repeat(64)}`;

/** "Tag latest of ImageStream shop/web now points at D2", as a registry push asks for it. */
export const LATEST_IS_D2: ImageStreamTagEdit = {
  project: 'shop',
  stream: 'web',
  tag: 'latest',
  image: D2,
  dockerImageReference: `reg.example/shop/web@${D2}`,
  created: '2026-11-22T10:00:00Z',
};
