/** How times, durations, revisions and recorded fields read on the page: pure, `now` given. */

/** Git's short form of a commit. */
export function shortRevision(sha: string): string {
  return /^[0-9a-f]{8,}$/i.test(sha) ? sha.slice(0, 7) : sha;
}

/**
 * "42 s ago", "3 min ago", "5 h ago", "2 d ago"; a time ahead of `now` (another
 * machine's clock) as "2026-11-24 07:59:30 UTC", and one that cannot be read as given.
 */
export function timeAgo(at: string, now: Date): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return at;
  const seconds = Math.round((now.getTime() - then) / 1000);
  if (seconds < 0) return `${new Date(then).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

/** "850 ms", "12 s", "3 min 4 s", "1 h 2 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Longest value of a recorded field shown; the rest is in /status and the API. */
export const FIELD_TEXT_LIMIT = 200;

/** A recorded field's value as one line of text: strings as they are, anything else as JSON, cut. */
export function fieldText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > FIELD_TEXT_LIMIT ? `${text.slice(0, FIELD_TEXT_LIMIT - 1)}…` : text;
}
