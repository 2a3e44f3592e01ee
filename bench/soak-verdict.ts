/**
 * The soak's verdict, from its samples alone (no clock, no I/O): does memory,
 * heap, descriptors or child processes grow without bound, and do latencies
 * drift?
 *
 * Growth: a least-squares line over the last half of the samples (the first
 * half holds warm-up: caches filling, the JIT, the first full GC). A series
 * grows without bound when its slope, projected over an hour, is more than
 * its own limit (a share of its level, and never less than a floor in its
 * unit) AND the rise the line makes across the window is more than twice the
 * scatter of the samples around it: a sawtooth of garbage collection whose
 * window happens to end on a tooth's top has a slope, but no rise beyond its
 * own noise. A real leak of a few MiB an hour shows in both.
 *
 * Drift: the p99 of each latency's last half against its first half; worse
 * by more than `ratio` AND by more than `floorMs` (a 4 ms p99 becoming 9 ms
 * is a ratio, not a problem), both scaled by how much slower the environment
 * itself got (control requests that do not go through serve): on a shared
 * machine a neighbour's load doubles every latency, and that is not serve
 * drifting.
 */
import { percentile } from './serve-stages.js';

/** One reading of the serve process. `at` is milliseconds since the soak started. */
export interface SoakSample {
  readonly at: number;
  /** All resident memory, and its anonymous part (heap, malloc, stacks: what can leak; the rest is the binary's and libraries' pages, faulted in as code first runs). */
  readonly rssMiB: number;
  readonly anonMiB: number;
  readonly heapMiB: number;
  readonly fds: number;
  readonly children: number;
}

/** One timed event, `at` when it started (milliseconds since the soak started). */
export interface LatencyObservation {
  readonly at: number;
  readonly ms: number;
}

export type GrowthSeries = 'rss' | 'anon' | 'heap' | 'fds' | 'children';

export interface GrowthLimit {
  /** Growth per hour allowed as a share of the series' median over the window. */
  readonly sharePerHour: number;
  /** Growth per hour always allowed, in the series' unit (MiB, descriptors, processes). */
  readonly floorPerHour: number;
}

export interface DriftLimit {
  readonly ratio: number;
  readonly floorMs: number;
}

export interface SoakLimits {
  /** A series without a limit is reported, not judged. */
  readonly growth: Readonly<Partial<Record<GrowthSeries, GrowthLimit>>>;
  readonly drift: DriftLimit;
  /** Fewer samples than this in the last half give no slope to judge: the run is too short to pass. */
  readonly minWindowSamples: number;
}

/** Why these numbers: see the module comment and bench/RESULTS.md's soak section. */
export const DEFAULT_LIMITS: SoakLimits = {
  growth: {
    // Total RSS is reported only: its file-backed pages grow as code paths first run, and cannot leak.
    anon: { sharePerHour: 0.1, floorPerHour: 16 },
    heap: { sharePerHour: 0.1, floorPerHour: 8 },
    fds: { sharePerHour: 0.1, floorPerHour: 8 },
    children: { sharePerHour: 0, floorPerHour: 4 },
  },
  drift: { ratio: 2, floorMs: 250 },
  minWindowSamples: 4,
};

export interface LineFit {
  /** Units per millisecond. */
  readonly slope: number;
  readonly intercept: number;
  /** Standard deviation of the samples around the line. */
  readonly scatter: number;
}

/** Least squares of y on x; a flat line through the mean when x does not vary. */
export function fitLine(points: readonly (readonly [number, number])[]): LineFit {
  const n = points.length;
  if (n === 0) return { slope: 0, intercept: 0, scatter: 0 };
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const squares = points.reduce((sum, [x, y]) => sum + (y - (intercept + slope * x)) ** 2, 0);
  return { slope, intercept, scatter: Math.sqrt(squares / n) };
}

const HOUR_MS = 3_600_000;

export interface GrowthFigure {
  readonly series: GrowthSeries;
  /** Units per hour over the window. */
  readonly perHour: number;
  /** What the window allows per hour; Infinity for a series only reported. */
  readonly limitPerHour: number;
  /** The line's rise across the window, and the samples' scatter around it. */
  readonly rise: number;
  readonly scatter: number;
  readonly unbounded: boolean;
}

/** The series' growth over `window` (the last half), judged against `limit`. */
export function judgeGrowth(
  series: GrowthSeries,
  window: readonly SoakSample[],
  limit: GrowthLimit | undefined,
): GrowthFigure {
  const points = window.map((s) => [s.at, valueOf(s, series)] as const);
  const fit = fitLine(points);
  const perHour = fit.slope * HOUR_MS;
  const span = (window.at(-1)?.at ?? 0) - (window[0]?.at ?? 0);
  const rise = fit.slope * span;
  const level = median(points.map(([, y]) => y));
  const limitPerHour =
    limit === undefined ? Number.POSITIVE_INFINITY : Math.max(limit.floorPerHour, limit.sharePerHour * level);
  const unbounded = perHour > limitPerHour && rise > 2 * fit.scatter;
  return { series, perHour, limitPerHour, rise, scatter: fit.scatter, unbounded };
}

export interface DriftFigure {
  readonly latency: string;
  readonly firstP99: number;
  readonly lastP99: number;
  /** How much slower the environment's own requests got (≥ 1): the ratio allowed grows with it. */
  readonly environment: number;
  readonly drifted: boolean;
}

/** p99 before `middle` and from it on. */
function halves(
  observations: readonly LatencyObservation[],
  middle: number,
): { first: number[]; last: number[] } {
  return {
    first: observations.filter((o) => o.at < middle).map((o) => o.ms),
    last: observations.filter((o) => o.at >= middle).map((o) => o.ms),
  };
}

/**
 * How much slower the environment got from the first half to the last: the
 * largest p99 ratio among the control series (plain requests to the API
 * server and to Gitea, which serve plays no part in), never below 1.
 */
export function environmentSlowdown(
  controls: Readonly<Record<string, readonly LatencyObservation[]>>,
  middle: number,
): number {
  let slowdown = 1;
  for (const observations of Object.values(controls)) {
    const { first, last } = halves(observations, middle);
    if (first.length === 0 || last.length === 0) continue;
    slowdown = Math.max(slowdown, percentile(last, 99) / Math.max(1, percentile(first, 99)));
  }
  return slowdown;
}

/** p99 of the observations before `middle` against those from it on, allowing for the environment's slowdown. */
export function judgeDrift(
  latency: string,
  observations: readonly LatencyObservation[],
  middle: number,
  limit: DriftLimit,
  environment = 1,
): DriftFigure {
  const { first, last } = halves(observations, middle);
  const firstP99 = percentile(first, 99);
  const lastP99 = percentile(last, 99);
  const drifted =
    first.length > 0 &&
    last.length > 0 &&
    lastP99 > firstP99 * limit.ratio * environment &&
    lastP99 - firstP99 * environment > limit.floorMs;
  return { latency, firstP99, lastP99, environment, drifted };
}

export interface SoakInput {
  readonly samples: readonly SoakSample[];
  /** Each latency's observations by name (`webhook`, `push→applied`, ...). */
  readonly latencies: Readonly<Record<string, readonly LatencyObservation[]>>;
  /** The environment's own latencies by name (`apiserver`, `gitea`): see environmentSlowdown. */
  readonly controls?: Readonly<Record<string, readonly LatencyObservation[]>>;
  /** Failures the run itself saw (a webhook answered 500, an event that never landed). */
  readonly errors: readonly string[];
}

export interface SoakVerdict {
  readonly pass: boolean;
  readonly reasons: readonly string[];
  readonly growth: readonly GrowthFigure[];
  readonly drift: readonly DriftFigure[];
}

const GROWTH_UNITS: Readonly<Record<GrowthSeries, string>> = {
  rss: 'MiB',
  anon: 'MiB',
  heap: 'MiB',
  fds: 'descriptors',
  children: 'processes',
};

export function judgeSoak(input: SoakInput, limits: SoakLimits = DEFAULT_LIMITS): SoakVerdict {
  const { samples } = input;
  const reasons: string[] = [...input.errors];
  const window = samples.slice(Math.floor(samples.length / 2));
  if (window.length < limits.minWindowSamples)
    reasons.push(
      `only ${samples.length} samples: the last half needs ${limits.minWindowSamples} for a slope (run longer or sample more often)`,
    );
  const growth = (Object.keys(GROWTH_UNITS) as GrowthSeries[]).map((series) =>
    judgeGrowth(series, window, limits.growth[series]),
  );
  for (const figure of growth)
    if (figure.unbounded)
      reasons.push(
        `${figure.series} grows ${round(figure.perHour)} ${GROWTH_UNITS[figure.series]}/h over the last half (limit ${round(figure.limitPerHour)}/h; rise ${round(figure.rise)} against a scatter of ${round(figure.scatter)})`,
      );
  const first = samples[0]?.at ?? 0;
  const middle = window[0]?.at ?? first;
  const environment = environmentSlowdown(input.controls ?? {}, middle);
  const drift = Object.entries(input.latencies).map(([name, observations]) =>
    judgeDrift(name, observations, middle, limits.drift, environment),
  );
  for (const figure of drift)
    if (figure.drifted)
      reasons.push(
        `${figure.latency} p99 drifted from ${Math.round(figure.firstP99)} ms in the first half to ${Math.round(figure.lastP99)} ms in the last (limit ${limits.drift.ratio}× and +${limits.drift.floorMs} ms, times the environment's slowdown ${figure.environment.toFixed(2)}×)`,
      );
  return { pass: reasons.length === 0, reasons, growth, drift };
}

function valueOf(sample: SoakSample, series: GrowthSeries): number {
  switch (series) {
    case 'rss':
      return sample.rssMiB;
    case 'anon':
      return sample.anonMiB;
    case 'heap':
      return sample.heapMiB;
    case 'fds':
      return sample.fds;
    case 'children':
      return sample.children;
  }
}

function median(values: readonly number[]): number {
  const p = percentile(values, 50);
  return Number.isNaN(p) ? 0 : p;
}

function round(value: number): string {
  return Math.abs(value) >= 10 ? value.toFixed(0) : value.toFixed(1);
}
