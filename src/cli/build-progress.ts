import { isFinished, type BuildRecord } from '../buildplan/build-record.js';
import { pollUntil } from '../runtime/index.js';
import { buildPath, type BuildTarget } from './build-target.js';
import { formatDuration, stylePhase } from './build-table.js';
import { EXIT_OK, EXIT_PROBLEMS, type CommandIO } from './io.js';
import type { ServeClient } from './serve-client.js';
import { startProgressBar, terminalStyle } from './terminal/index.js';

/** How often `--wait` asks serve how a build is doing. */
const WAIT_INTERVAL_MS = 1000;

/** Writes a build's log to stdout as serve streams it; with `follow`, until the build finishes. */
export async function writeBuildLog(
  client: ServeClient,
  target: BuildTarget,
  follow: boolean,
  io: CommandIO,
): Promise<void> {
  await client.stream(`${buildPath(target)}/log${follow ? '?follow=true' : ''}`, (text) =>
    io.stdout.write(text),
  );
}

/**
 * Asks serve until the build has finished, and returns its record; each new
 * phase is said on stderr, or with `bar` (a terminal, no log streaming beside
 * it) shown in place with the time waited, and cleared when the wait ends.
 */
export async function waitForBuild(
  client: ServeClient,
  target: BuildTarget,
  {
    signal,
    timeoutMs,
    io,
    bar = false,
  }: {
    readonly signal: AbortSignal;
    readonly timeoutMs: number;
    readonly io: CommandIO;
    readonly bar?: boolean;
  },
): Promise<BuildRecord> {
  const name = `build ${target.project}/${target.name}`;
  const status = bar ? startProgressBar({ stream: io.stderr, signal }) : undefined;
  let said: string | undefined;
  try {
    return await pollUntil(
      async () => {
        const record = await client.json<BuildRecord>('GET', buildPath(target));
        const { phase } = record.status;
        if (isFinished(phase)) return record;
        if (status !== undefined) status.update({ done: 0, total: 1, doing: `${name} ${phase}` });
        else if (phase !== said) io.stderr.write(`${name} ${phase}\n`);
        said = phase;
        return undefined;
      },
      { intervalMs: WAIT_INTERVAL_MS, timeoutMs, signal, what: `${name} to finish` },
    );
  } finally {
    status?.clear();
  }
}

/**
 * One line on how a build ended, on stderr beside the log, and the exit
 * status: 0 when it is Complete, 1 otherwise, with its phase, reason and message.
 */
export function reportBuildEnd(record: BuildRecord, io: CommandIO): number {
  const { phase, reason, message, durationMs, outputDigest } = record.status;
  const style = terminalStyle(io).stderr;
  const name = `build ${record.namespace}/${record.name} ${stylePhase(phase, style)}`;
  const took = durationMs === undefined ? '' : ` in ${formatDuration(durationMs)}`;
  if (phase === 'Complete') {
    io.stderr.write(`${name}${took}${outputDigest === undefined ? '' : `: ${outputDigest}`}\n`);
    return EXIT_OK;
  }
  const why = [reason, message].filter((part) => part !== undefined && part !== '').join(': ');
  io.stderr.write(`${name}${took}${why === '' ? '' : `: ${why}`}\n`);
  return EXIT_PROBLEMS;
}
