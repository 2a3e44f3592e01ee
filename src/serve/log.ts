/** One line per event: what happened, then `key=value` fields. Secrets never reach it: callers pass masked values. */
export type ServeLog = (event: string, fields?: Readonly<Record<string, unknown>>) => void;

/** Writes `HH:MM:SS.mmm event key=value …` lines, the daemon's output for people and for log collectors alike. */
export function lineLog(write: (line: string) => void, now: () => Date = () => new Date()): ServeLog {
  return (event, fields = {}) => {
    const parts = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${formatValue(value)}`);
    write(`${now().toISOString().slice(11, 23)} ${[event, ...parts].join(' ')}\n`);
  };
}

function formatValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[^\s"=]*$/.test(text) && text !== '' ? text : JSON.stringify(text);
}
