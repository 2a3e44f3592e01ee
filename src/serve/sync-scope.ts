/**
 * The work queue's key for "every project": one bulk sync that reads the live
 * state with one LIST per kind for all projects at once (and finds removed
 * project folders), instead of a thousand single-project syncs. Not a valid
 * project name, so it cannot collide with one.
 */
export const ALL_PROJECTS = '*';

/** What one queued key syncs: one project, or a bulk sync of the projects `include` accepts. */
export type SyncScope =
  | { readonly bulk: false; readonly only: string }
  | { readonly bulk: true; readonly include: ((project: string) => boolean) | undefined };
