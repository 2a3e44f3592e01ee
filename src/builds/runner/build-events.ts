import type { BuildPhase, BuildRecord } from '../../buildplan/build-record.js';
import type { ClusterEvent } from '../../events/event-recorder.js';
import { buildRef } from '../records/build-object.js';

const REASONS: Partial<Record<BuildPhase, { reason: string; type: ClusterEvent['type'] }>> = {
  Running: { reason: 'BuildStarted', type: 'Normal' },
  Complete: { reason: 'BuildSucceeded', type: 'Normal' },
  Failed: { reason: 'BuildFailed', type: 'Warning' },
  Error: { reason: 'BuildFailed', type: 'Warning' },
  Cancelled: { reason: 'BuildCancelled', type: 'Normal' },
};

/**
 * The Event of a build whose record moved from `before` to its phase now:
 * BuildStarted when it runs, BuildSucceeded, BuildFailed (Failed or Error,
 * a Warning) or BuildCancelled when it ends; none for a phase it already had
 * or for New and Pending.
 */
export function buildPhaseEvent(
  before: BuildPhase,
  record: BuildRecord,
  uid: string | undefined,
): ClusterEvent | undefined {
  const { phase, reason, message, outputDigest, writeBackCommit } = record.status;
  const said = REASONS[phase];
  if (phase === before || said === undefined) return undefined;
  const note =
    `${record.spec.buildConfig} #${record.spec.number} ${phase}` +
    (reason === undefined ? '' : ` (${reason})`) +
    (message === undefined || message === '' ? '' : `: ${message}`) +
    (outputDigest === undefined ? '' : `; pushed ${outputDigest}`) +
    (writeBackCommit === undefined ? '' : `; commit ${writeBackCommit.slice(0, 12)}`);
  return {
    regarding: { ...buildRef(record.namespace, record.name), uid },
    type: said.type,
    reason: said.reason,
    action: 'Build',
    note,
  };
}
