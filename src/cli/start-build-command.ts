import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { BuildRecord } from '../buildplan/build-record.js';
import { GitshiftError } from '../errors/index.js';
import {
  archiveFromFile,
  archiveOfDirectory,
  archiveOfOneFile,
  type SourceArchive,
} from './build-source-archive.js';
import { reportBuildEnd, waitForBuild, writeBuildLog } from './build-progress.js';
import { parseBuildTarget, type BuildTarget } from './build-target.js';
import { parseDuration } from './cluster-options.js';
import { interruptSignal } from './interrupt.js';
import { EXIT_OK, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { ServeClient } from './serve-client.js';
import { SERVE_API_FLAGS, SERVE_API_OPTIONS_HELP, serveConnection } from './serve-connection.js';
import { terminalStyle } from './terminal/index.js';
import { uploadProgress } from './upload-progress.js';

export const START_BUILD_HELP = `Usage: gitshift start-build <project>/<buildconfig> [options]

Starts a build of a BuildConfig, as 'oc start-build' does: a new Build
<buildconfig>-<n> is queued under the BuildConfig's runPolicy and its name is
printed. Without a source flag, serve builds the BuildConfig's git source
(its ref's head, or --commit / --ref). With --from-dir, --from-file or
--from-archive it is a binary build: the source is uploaded to serve first
(progress on stderr), within serve's upload size limit; serve checks the
archive (no paths out of the context, no links out) before the build unpacks it.

The CLI talks to serve over its small authenticated HTTP API (POST
/api/v1/projects/<project>/buildconfigs/<bc>/builds): serve owns the build
queue, the run policy and the live logs, and a binary build's archive must
reach the process that runs the build. The Build records stay in the
cluster, readable with 'kubectl get builds.gitshift.io -n <project>'.

Options:
  --commit SHA        build this commit of the git source
  --ref REF           build this branch or tag instead of the BuildConfig's ref
  --env NAME=VALUE    extra build environment; repeat for more
  --from-dir DIR      upload DIR as the build's source, packed as tar.gz (.git
                      left out; a symbolic link out of DIR is refused)
  --from-file FILE    upload one file as the whole source, placed in the build
                      context under its own name
  --from-archive A    upload a tar or tar.gz archive as it is (a directory is
                      packed, as with --from-dir)
  --follow            stream the build's log to stdout until it finishes
  --wait              wait for the build to finish; exit 1 unless it is Complete
  --timeout DURATION  with --wait or --follow, give up after this long (e.g. 30m;
                      default: no limit)
${SERVE_API_OPTIONS_HELP}
  -h, --help          show this help

Examples:
  gitshift start-build shop/web --follow
  gitshift start-build shop/web --commit 3f2a9c1 --wait
  gitshift start-build shop/web --from-dir . --env DEBUG=1 --follow

Exit status: 0 started (with --wait or --follow: finished Complete); 1 the
build finished otherwise (its phase and reason are printed); 2 bad usage, an
unknown BuildConfig, a refused token or an unreachable serve; 130 interrupted
(the build goes on; cancel it with 'gitshift cancel-build').
`;

/** No limit, in practice: 30 days. */
const NO_TIMEOUT_MS = 30 * 24 * 3600 * 1000;

/** The options of `gitshift start-build`, which its parseArgs reads and shell completion offers. */
export const START_BUILD_OPTIONS = {
  ...SERVE_API_FLAGS,
  commit: { type: 'string' },
  ref: { type: 'string' },
  env: { type: 'string', multiple: true },
  'from-dir': { type: 'string' },
  'from-file': { type: 'string' },
  'from-archive': { type: 'string' },
  follow: { type: 'boolean' },
  wait: { type: 'boolean' },
  timeout: { type: 'string' },
} as const;

export async function startBuildCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: START_BUILD_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(START_BUILD_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1)
    throw new GitshiftError(
      'USAGE',
      `takes one <project>/<buildconfig>, not ${positionals.length} arguments`,
    );
  const target = parseBuildTarget(positionals[0], 'BuildConfig', 'start-build');
  const sources = (['from-dir', 'from-file', 'from-archive'] as const).filter(
    (flag) => values[flag] !== undefined,
  );
  if (sources.length > 1)
    throw new GitshiftError('USAGE', `give one of --${sources.join(', --')}, not several`);
  if (sources.length === 1 && (values.commit !== undefined || values.ref !== undefined))
    throw new GitshiftError(
      'USAGE',
      `--commit and --ref choose a git source's revision; a binary build (--${sources[0] ?? ''}) has none`,
    );
  const env = (values.env ?? []).map(parseEnv);
  const timeoutMs =
    values.timeout === undefined ? NO_TIMEOUT_MS : parseDuration(values.timeout, '--timeout', 'USAGE');
  const connection = serveConnection(values, io.env ?? {});
  const interrupt = interruptSignal();
  try {
    const client = new ServeClient(connection, interrupt.signal);
    const path = `/api/v1/projects/${target.project}/buildconfigs/${target.name}/builds`;
    const archive = await sourceArchive(values, interrupt.signal);
    let record: BuildRecord;
    if (archive === undefined) {
      record = await client.json<BuildRecord>('POST', path, {
        ...(values.commit === undefined ? {} : { commit: values.commit }),
        ...(values.ref === undefined ? {} : { ref: values.ref }),
        ...(env.length === 0 ? {} : { env }),
      });
    } else {
      const query = new URLSearchParams(
        env.map(({ name, value }): [string, string] => ['env', `${name}=${value}`]),
      );
      const upload = uploadProgress(io, archive.describe, interrupt.signal);
      try {
        record = await client.upload<BuildRecord>(
          `${path}${env.length === 0 ? '' : `?${query.toString()}`}`,
          archive.file,
          archive.mediaType,
          upload.onProgress,
        );
      } finally {
        upload.clear();
        await archive.cleanup();
      }
    }
    io.stdout.write(`build ${record.namespace}/${record.name} started\n`);
    if (values.follow !== true && values.wait !== true) return EXIT_OK;
    const started: BuildTarget = { project: record.namespace, name: record.name };
    if (values.follow === true) await writeBuildLog(client, started, true, io);
    // With --follow the log is the progress; a bar redrawn beside it would tear its lines.
    const bar = values.follow !== true && terminalStyle(io).progressBar;
    return reportBuildEnd(
      await waitForBuild(client, started, { signal: interrupt.signal, timeoutMs, io, bar }),
      io,
    );
  } finally {
    interrupt.dispose();
  }
}

/** `--env NAME=VALUE`; the value may itself hold '='. */
function parseEnv(pair: string): { name: string; value: string } {
  const equals = pair.indexOf('=');
  if (equals < 1) throw new GitshiftError('USAGE', `--env ${pair}: give NAME=VALUE`);
  return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
}

async function sourceArchive(
  values: {
    readonly 'from-dir'?: string | undefined;
    readonly 'from-file'?: string | undefined;
    readonly 'from-archive'?: string | undefined;
  },
  signal: AbortSignal,
): Promise<SourceArchive | undefined> {
  const directory = values['from-dir'] ?? (await directoryOrUndefined(values['from-archive']));
  if (directory !== undefined) return archiveOfDirectory(directory, signal);
  if (values['from-archive'] !== undefined) return archiveFromFile(values['from-archive']);
  if (values['from-file'] !== undefined) return archiveOfOneFile(values['from-file']);
  return undefined;
}

/** `--from-archive DIR` packs the directory, as `oc start-build` does. */
async function directoryOrUndefined(path: string | undefined): Promise<string | undefined> {
  if (path === undefined) return undefined;
  try {
    return (await stat(path)).isDirectory() ? path : undefined;
  } catch {
    // Not there: archiveFromFile says so, naming the flag.
    return undefined;
  }
}

startBuildCommand.spec = { options: START_BUILD_OPTIONS } satisfies CommandSpec;
