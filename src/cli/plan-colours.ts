import type { Colours } from '../reconciler/format-plan.js';
import type { Palette } from './terminal/index.js';

/** The plan's diff colours from the CLI's palette: create green, update and drift yellow, delete red, kept dim. */
export function planColours(p: Palette): Colours {
  return { add: p.create, change: p.update, remove: p.remove, dim: p.faint };
}
