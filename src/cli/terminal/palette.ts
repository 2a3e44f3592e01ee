import picocolors from 'picocolors';

type Style = (text: string) => string;

/** The styles of gitshift's human output, named by what they mean, not by colour. */
export interface Palette {
  readonly enabled: boolean;
  readonly error: Style;
  readonly warning: Style;
  readonly ok: Style;
  /** A file:line, a name a person looks for first. */
  readonly strong: Style;
  /** Secondary detail: kept objects, notes. */
  readonly faint: Style;
  /** Plans: an object to create, to update (or drifted), to delete — the colours of a text diff. */
  readonly create: Style;
  readonly update: Style;
  readonly remove: Style;
}

/**
 * The palette for a decision already made (see useColour): picocolors'
 * createColors(enabled), so picocolors' own reading of the environment and
 * of the process's terminal never overrides it.
 */
export function palette(enabled: boolean): Palette {
  const c = picocolors.createColors(enabled);
  return {
    enabled,
    error: c.red,
    warning: c.yellow,
    ok: c.green,
    strong: c.bold,
    faint: c.dim,
    create: c.green,
    update: c.yellow,
    remove: c.red,
  };
}
