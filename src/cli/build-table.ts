import { isFinished, type BuildRecord } from '../buildplan/build-record.js';
import { alignColumns, palette, type Palette } from './terminal/index.js';

/**
 * `gitshift builds` as a table, the columns of `oc get builds` plus CAUSE,
 * COMMIT and REASON: what a person asks first of a build list is what ran,
 * why, from which commit, and why it failed. With every project listed, a
 * PROJECT column comes first. `now` (ms since the epoch) dates the STARTED
 * column and a running build's DURATION. On a terminal the PHASE is
 * coloured (see stylePhase) and the columns still line up.
 */
export function formatBuildTable(
  records: readonly BuildRecord[],
  {
    now,
    allProjects,
    style = palette(false),
  }: { readonly now: number; readonly allProjects: boolean; readonly style?: Palette },
): string {
  const header = ['NAME', 'PHASE', 'CAUSE', 'COMMIT', 'DURATION', 'STARTED', 'REASON'];
  const rows = records.map((r) => [
    r.name,
    stylePhase(r.status.phase, style),
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
  return alignColumns([table[0]?.map(style.strong) ?? [], ...table.slice(1)]);
}

/** A build's phase as a person reads a traffic light: Complete green, Failed and Error red, Cancelled dim, the rest (under way) yellow. */
export function stylePhase(phase: BuildRecord['status']['phase'], style: Palette): string {
  if (phase === 'Complete') return style.ok(phase);
  if (phase === 'Failed' || phase === 'Error') return style.error(phase);
  if (phase === 'Cancelled') return style.faint(phase);
  return style.update(phase);
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
