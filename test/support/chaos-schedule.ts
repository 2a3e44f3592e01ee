/**
 * The chaos harness's kill schedule: where (which phase) and when (how long
 * after the phase's work was started on the serve of the moment) each
 * SIGKILL lands. Seeded, so a failing run is replayed with its seed.
 */

/** The phases of a chaos run, in the order they run. */
export const CHAOS_PHASES = ['sync', 'write-back', 'build', 'preview-create', 'preview-delete'] as const;
export type ChaosPhase = (typeof CHAOS_PHASES)[number];

/** One phase's share of the kills and the window they fall in. */
export interface PhaseWindow {
  readonly phase: ChaosPhase;
  /** Relative share of the kills beyond the one each phase gets. */
  readonly weight: number;
  /** Kills land uniformly in [minDelayMs, maxDelayMs) after the phase's work started. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
}

export interface PlannedKill {
  /** 1-based, in the order the kills happen. */
  readonly index: number;
  readonly phase: ChaosPhase;
  readonly delayMs: number;
}

/** mulberry32: a small, fast generator whose whole state is one 32-bit number, so a seed replays a run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `kills` kills over `windows`, in phase order: each phase gets one while
 * kills last (in the windows' order), the rest go by weight (largest
 * remainders first, ties to the earlier phase); each kill's delay is drawn
 * from its phase's window. Same arguments, same schedule.
 */
export function planKills(options: {
  readonly kills: number;
  readonly seed: number;
  readonly windows: readonly PhaseWindow[];
}): PlannedKill[] {
  const { kills, windows } = options;
  if (!Number.isInteger(kills) || kills < 0)
    throw new RangeError(`kills must be a whole number ≥ 0: ${kills}`);
  for (const w of windows)
    if (!(w.weight >= 0) || !(w.minDelayMs >= 0) || !(w.maxDelayMs >= w.minDelayMs))
      throw new RangeError(`phase ${w.phase}: weight ≥ 0 and 0 ≤ minDelayMs ≤ maxDelayMs`);
  const counts = shareOut(kills, windows);
  const random = seededRandom(options.seed);
  const planned: PlannedKill[] = [];
  windows.forEach((window, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const span = window.maxDelayMs - window.minDelayMs;
      planned.push({
        index: planned.length + 1,
        phase: window.phase,
        delayMs: Math.floor(window.minDelayMs + random() * span),
      });
    }
  });
  return planned;
}

/** How many kills each window gets. */
function shareOut(kills: number, windows: readonly PhaseWindow[]): number[] {
  const counts: number[] = windows.map((_, i) => (i < kills ? 1 : 0));
  const rest = kills - counts.reduce((a, b) => a + b, 0);
  const total = windows.reduce((sum, w) => sum + w.weight, 0);
  if (rest <= 0 || total === 0) return counts;
  const exact = windows.map((w) => (rest * w.weight) / total);
  exact.forEach((value, i) => (counts[i] = (counts[i] ?? 0) + Math.floor(value)));
  let left = rest - exact.reduce((sum, value) => sum + Math.floor(value), 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts;
}
