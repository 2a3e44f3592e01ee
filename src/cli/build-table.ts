import { isFinished, type BuildRecord } from '../buildplan/build-record.js';

/**
 * `gitshift builds` as a table, the columns of `oc get builds` plus CAUSE,
 * COMMIT and REASON: what a person asks first of a build list is what ran,
 * why, from which commit, and why it failed. With every project listed, a
 * PROJECT column comes first. `now` (ms since the epoch) dates the STARTED
 * column and a running build's DURATION.
 */
export function formatBuildTable(
  records: readonly BuildRecord[],
  { now, allProjects }: { readonly now: number; readonly allProjects: boolean },
): string {
  const header = ['NAME', 'PHASE', 'CAUSE', 'COMMIT', 'DURATION', 'STARTED', 'REASON'];
  const rows = records.map((r) => [
    r.name,
    r.status.phase,
    r.spec.cause.type,
    r.spec.revision?.commit?.slice(0, 7) ?? '-',
    durationOf(r, now),
    r.status.startTimestamp === undefined
      ? '-'
      : `${formatDuration(now - Date.parse(r.status.startTimestamp))} ago`,
    r.status.reason ?? '-',
  ]);
  const table = allProjects
    ? [['PROJECT', ...header], ...rows.map((row, i) => [records[i]?.namespace ?? '', ...row])]
    : [header, ...rows];
  const widths = (table[0] ?? []).map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  return table
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd((widths[column] ?? 0) + 2)))
        .join(''),
    )
    .map((line) => `${line.trimEnd()}\n`)
    .join('');
}

function durationOf(record: BuildRecord, now: number): string {
  const { durationMs, startTimestamp, phase } = record.status;
  if (durationMs !== undefined) return formatDuration(durationMs);
  if (startTimestamp !== undefined && !isFinished(phase))
    return formatDuration(now - Date.parse(startTimestamp));
  return '-';
}

/** `42s`, `3m5s`, `2h10m`, `3d4h`: the two largest units, as kubectl prints ages. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${seconds % 60 === 0 ? '' : `${seconds % 60}s`}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h${minutes % 60 === 0 ? '' : `${minutes % 60}m`}`;
  const days = Math.floor(hours / 24);
  return `${days}d${hours % 24 === 0 ? '' : `${hours % 24}h`}`;
}
