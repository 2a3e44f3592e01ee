import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { create as createTar, list as listTar } from 'tar';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveConnection } from '../../../src/cli/serve-connection.js';
import { createServeApi } from '../../../src/serve/api/serve-api.js';
import { runCli, type CommandRun } from '../../support/cli.js';
import { InMemoryBuildService } from '../../support/in-memory-build-service.js';
import { recordingLogger } from '../../support/log-recorder.js';

const TOKEN = 'cli-build-token-abcdef';
const ENTRY = fileURLToPath(new URL('../../support/gitshift-entry.ts', import.meta.url));

interface Serve {
  readonly url: string;
  readonly service: InMemoryBuildService;
  readonly dir: string;
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** serve's build API on loopback over an in-memory BuildService, and the environment the CLI finds it by. */
async function startServe(stop?: AbortSignal): Promise<Serve> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-build-cli-'));
  const tokenFile = join(dir, 'token');
  writeFileSync(tokenFile, `${TOKEN}\n`);
  const service = new InMemoryBuildService().addBuildConfig('shop', 'web').addBuildConfig('blog', 'site');
  const handler = createServeApi({
    builds: service,
    tokens: () => [TOKEN],
    maxArchiveBytes: 1024 * 1024,
    uploadDir: dir,
    log: recordingLogger('info').logger,
    ...(stop === undefined ? {} : { stop }),
  });
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    service,
    dir,
    env: { GITSHIFT_SERVER: url, GITSHIFT_TOKEN_FILE: tokenFile },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function withServe(run: (serve: Serve) => Promise<void>, stop?: AbortSignal): Promise<void> {
  const serve = await startServe(stop);
  try {
    await run(serve);
  } finally {
    await serve.close();
  }
}

/** The entry names of a tar or tar.gz held in memory. */
async function entriesOf(archive: Buffer): Promise<string[]> {
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = listTar({ onReadEntry: (entry) => names.push(entry.path) });
    parser.on('end', resolve).on('error', reject);
    Readable.from([archive]).pipe(parser);
  });
  return names;
}

test('start-build starts a manual build with --commit, --ref and --env and prints its name', () =>
  withServe(async ({ service, env }) => {
    const run = await runCli(
      [
        'start-build',
        'shop/web',
        '--commit',
        'abc1234',
        '--ref',
        'release',
        '--env',
        'A=1',
        '--env',
        'B=x=y',
      ],
      env,
    );
    assert.is(run.code, 0, run.stderr);
    assert.is(run.stdout, 'build shop/web-1 started\n');
    const [request] = service.started;
    assert.is(request?.cause.type, 'Manual');
    assert.is(request?.commit, 'abc1234');
    assert.is(request?.ref, 'release');
    assert.equal(request?.env, [
      { name: 'A', value: '1' },
      { name: 'B', value: 'x=y' },
    ]);
  }));

test('start-build --wait exits 0 when the build is Complete, 1 with phase and reason when it is not', () =>
  withServe(async ({ service, env }) => {
    const complete = runCli(['start-build', 'shop/web', '--wait'], env);
    await until(() => service.reads === 1, 'the first look at the build');
    service.appendLog('shop', 'web-1', 'running\n');
    await until(() => service.reads === 2, 'the second look');
    service.finish('shop', 'web-1', 'Complete');
    const done = await complete;
    assert.is(done.code, 0, done.stderr);
    assert.match(
      done.stderr,
      /^build shop\/web-1 New\nbuild shop\/web-1 Running\nbuild shop\/web-1 Complete in 1m1s: sha256:abab/,
      'the phases it went through are said',
    );
    assert.match(done.stderr, /^build shop\/web-1 Complete in 1m1s: sha256:abab/m);

    const failing = runCli(['start-build', 'shop/web', '--wait'], env);
    await until(() => service.started.length === 2, 'the second build');
    service.finish('shop', 'web-2', 'Failed', 'DockerBuildFailed', 'RUN make exited 2');
    const failed = await failing;
    assert.is(failed.code, 1);
    assert.match(failed.stderr, /build shop\/web-2 Failed in 1m1s: DockerBuildFailed: RUN make exited 2\n/);
  }));

test('start-build --follow streams the log to stdout until the build ends, then says how it ended', () =>
  withServe(async ({ service, env }) => {
    const following = runCli(['start-build', 'shop/web', '--follow'], env);
    await until(() => service.openLogReads === 1, 'the log to be followed');
    service.appendLog('shop', 'web-1', 'STEP 1/2: FROM busybox\n');
    service.appendLog('shop', 'web-1', 'STEP 2/2: RUN false\n');
    service.finish('shop', 'web-1', 'Failed', 'DockerBuildFailed');
    const run = await following;
    assert.is(run.code, 1);
    assert.is(run.stdout, 'build shop/web-1 started\nSTEP 1/2: FROM busybox\nSTEP 2/2: RUN false\n');
    assert.match(run.stderr, /build shop\/web-1 Failed in 1m1s: DockerBuildFailed\n$/);
  }));

test('start-build --from-file sends the one file as the whole source, under its own name, with progress on stderr', () =>
  withServe(async ({ service, env, dir }) => {
    const file = join(dir, 'app.jar');
    writeFileSync(file, Buffer.alloc(200_000, 1));
    const run = await runCli(['start-build', 'shop/web', '--from-file', file, '--env', 'MODE=prod'], env);
    assert.is(run.code, 0, run.stderr);
    assert.is(run.stdout, 'build shop/web-1 started\n');
    assert.match(run.stderr, /uploading file .*app\.jar: \d+ of \d+ bytes sent \(100%\)\n/);
    const [request] = service.started;
    assert.is(request?.cause.type, 'Binary');
    assert.equal(request?.env, [{ name: 'MODE', value: 'prod' }]);
    assert.equal(await entriesOf(service.archives[0] ?? Buffer.alloc(0)), ['app.jar']);
  }));

test('start-build --from-dir packs the directory (without .git) and uploads it; --from-archive DIR does the same', () =>
  withServe(async ({ service, env, dir }) => {
    const app = join(dir, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    mkdirSync(join(app, '.git'));
    writeFileSync(join(app, 'Dockerfile'), 'FROM busybox\nCOPY src /src\n');
    writeFileSync(join(app, 'src', 'main.sh'), 'echo hello\n');
    writeFileSync(join(app, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const run = await runCli(['start-build', 'shop/web', '--from-dir', app], env);
    assert.is(run.code, 0, run.stderr);
    assert.is(run.stdout, 'build shop/web-1 started\n');
    assert.match(
      run.stderr,
      /uploading directory .*app \(3 entries, 38 bytes of content\): \d+ of \d+ bytes sent \(100%\)/,
      run.stderr,
    );
    assert.is(service.started[0]?.cause.type, 'Binary');
    const entries = (await entriesOf(service.archives[0] ?? Buffer.alloc(0))).map((e) =>
      e.replace(/\/$/, ''),
    );
    assert.equal(entries.sort(), ['Dockerfile', 'src', 'src/main.sh'], '.git is left out');
    const asArchive = await runCli(['start-build', 'shop/web', '--from-archive', app], env);
    assert.is(asArchive.code, 0, asArchive.stderr);
    assert.equal(
      (await entriesOf(service.archives[1] ?? Buffer.alloc(0))).map((e) => e.replace(/\/$/, '')).sort(),
      entries,
    );
  }));

test('start-build --from-dir refuses a directory with a link out of it, naming the path; nothing is uploaded', () =>
  withServe(async ({ service, env, dir }) => {
    const app = join(dir, 'leaky');
    mkdirSync(app);
    writeFileSync(join(app, 'Dockerfile'), 'FROM busybox\n');
    symlinkSync('/etc/passwd', join(app, 'passwd'));
    const run = await runCli(['start-build', 'shop/web', '--from-dir', app], env);
    assert.is(run.code, 2);
    assert.match(
      run.stderr,
      /passwd is a symbolic link to \/etc\/passwd: an absolute target leads outside \[BUILD_ARCHIVE_INVALID\]/,
    );
    assert.is(service.started.length, 0);
  }));

test('start-build --from-archive sends a tar as it is, and refuses a file that is not an archive before uploading', () =>
  withServe(async ({ service, env, dir }) => {
    writeFileSync(join(dir, 'Dockerfile'), 'FROM busybox\n');
    const tar = join(dir, 'src.tar');
    await createTar({ file: tar, cwd: dir, portable: true }, ['Dockerfile']);
    const run = await runCli(['start-build', 'shop/web', '--from-archive', tar], env);
    assert.is(run.code, 0, run.stderr);
    assert.equal(await entriesOf(service.archives[0] ?? Buffer.alloc(0)), ['Dockerfile']);
    assert.is(service.archives[0]?.subarray(257, 262).toString(), 'ustar', 'sent as it is, not recompressed');
    const notArchive = await runCli(
      ['start-build', 'shop/web', '--from-archive', join(dir, 'Dockerfile')],
      env,
    );
    assert.is(notArchive.code, 2);
    assert.match(
      notArchive.stderr,
      /not a tar or gzip-compressed tar archive; for a single file use --from-file \[USAGE\]/,
    );
    assert.is(service.started.length, 1);
  }));

test('an archive over serve limit is refused with serve reason; nothing is started and no upload is left', () =>
  withServe(async ({ service, env, dir }) => {
    const big = join(dir, 'big.tar.gz');
    writeFileSync(big, Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(3 * 1024 * 1024, 1)]));
    const run = await runCli(['start-build', 'shop/web', '--from-archive', big], env);
    assert.is(run.code, 2, run.stderr);
    assert.match(
      run.stderr,
      /gitshift start-build: the archive is larger than serve's limit of 1048576 bytes for a binary build \[BUILD_ARCHIVE_INVALID\]\n$/,
    );
    assert.is(service.started.length, 0);
    assert.equal(readdirSync(dir).sort(), ['big.tar.gz', 'token']);
  }));

test('build-logs --follow says so when serve breaks the stream off (serve stopping): not taken for a whole log', () => {
  const stop = new AbortController();
  return withServe(async ({ service, env }) => {
    await runCli(['start-build', 'shop/web'], env);
    service.appendLog('shop', 'web-1', 'building\n');
    const following = runCli(['build-logs', 'shop/web-1', '--follow'], env);
    await until(() => service.openLogReads === 1, 'the log to be followed');
    stop.abort(new Error('serve is stopping'));
    const run = await following;
    assert.is(run.stdout, 'building\n');
    assert.is(run.code, 2);
    assert.match(
      run.stderr,
      /broke off \/api\/v1\/projects\/shop\/builds\/web-1\/log\?follow=true before its end/,
    );
  }, stop.signal);
});

test('builds prints a table, newest first, with PROJECT when every project is listed; -o json gives the records', () =>
  withServe(async ({ service, env }) => {
    await runCli(['start-build', 'shop/web', '--commit', '0123456789abcdef'], env);
    await runCli(['start-build', 'blog/site'], env);
    service.appendLog('shop', 'web-1', 'x\n');
    service.finish('shop', 'web-1', 'Failed', 'FetchSourceFailed');
    const all = await runCli(['builds'], env);
    assert.is(all.code, 0, all.stderr);
    const lines = all.stdout.trimEnd().split('\n');
    assert.match(lines[0] ?? '', /^PROJECT\s+NAME\s+PHASE\s+CAUSE\s+COMMIT\s+DURATION\s+STARTED\s+REASON$/);
    assert.match(lines[1] ?? '', /^blog\s+site-1\s+New\s+Manual\s+-\s+-\s+-\s+-$/);
    assert.match(
      lines[2] ?? '',
      /^shop\s+web-1\s+Failed\s+Manual\s+0123456\s+1m1s\s+\S+ ago\s+FetchSourceFailed$/,
    );
    const one = await runCli(['builds', 'shop'], env);
    assert.match(one.stdout, /^NAME\s+PHASE/);
    assert.not.match(one.stdout, /site-1/);
    const json = await runCli(['builds', 'shop', '-o', 'json'], env);
    const parsed = JSON.parse(json.stdout) as { items: { name: string; status: { reason: string } }[] };
    assert.equal(
      parsed.items.map((i) => [i.name, i.status.reason]),
      [['web-1', 'FetchSourceFailed']],
    );
    const none = await runCli(['builds', 'empty'], env);
    assert.is(none.stdout, 'no builds in project empty\n');
  }));

test('builds reads every page of a long listing', () =>
  withServe(async ({ service, env }) => {
    for (let i = 0; i < 503; i++)
      await service.start({
        project: 'shop',
        buildConfig: 'web',
        cause: { type: 'Manual', message: 'test' },
      });
    const json = await runCli(['builds', '-o', 'json'], env);
    const parsed = JSON.parse(json.stdout) as { items: { name: string }[] };
    assert.is(parsed.items.length, 503);
    assert.is(new Set(parsed.items.map((i) => i.name)).size, 503);
  }));

test('build-logs prints the kept log; --follow streams until the build finishes', () =>
  withServe(async ({ service, env }) => {
    await runCli(['start-build', 'shop/web'], env);
    service.appendLog('shop', 'web-1', 'one\n');
    const kept = await runCli(['build-logs', 'shop/web-1'], env);
    assert.is(kept.code, 0, kept.stderr);
    assert.is(kept.stdout, 'one\n');
    const following = runCli(['build-logs', 'shop/web-1', '--follow'], env);
    await until(() => service.openLogReads === 1, 'the log to be followed');
    service.appendLog('shop', 'web-1', 'two\n');
    service.finish('shop', 'web-1', 'Complete');
    const followed = await following;
    assert.is(followed.code, 0, followed.stderr);
    assert.is(followed.stdout, 'one\ntwo\n');
    const missing = await runCli(['build-logs', 'shop/web-9'], env);
    assert.is(missing.code, 2);
    assert.is(missing.stderr, 'gitshift build-logs: project shop has no build web-9 [BUILD_NOT_FOUND]\n');
  }));

test('cancel-build cancels a queued build and says when one had already finished', () =>
  withServe(async ({ service, env }) => {
    await runCli(['start-build', 'shop/web'], env);
    await runCli(['start-build', 'shop/web'], env);
    service.finish('shop', 'web-2', 'Complete');
    const cancelled = await runCli(['cancel-build', 'shop/web-1'], env);
    assert.is(cancelled.code, 0, cancelled.stderr);
    assert.is(cancelled.stdout, 'build shop/web-1 cancelled\n');
    assert.is((await service.get('shop', 'web-1')).status.reason, 'CancelledBuild');
    const finished = await runCli(['cancel-build', 'shop/web-2'], env);
    assert.is(finished.stdout, 'build shop/web-2 had already finished: Complete\n');
  }));

test('a wrong token is refused with the file it came from and serve reason, exit 2', () =>
  withServe(async ({ env, dir, service }) => {
    const wrong = join(dir, 'wrong-token');
    writeFileSync(wrong, 'not-the-token\n');
    const run = await runCli(['start-build', 'shop/web'], { ...env, GITSHIFT_TOKEN_FILE: wrong });
    assert.is(run.code, 2);
    assert.is(
      run.stderr,
      `gitshift start-build: serve refused the token from ${wrong}: the bearer token is not one serve accepts [USAGE]\n`,
    );
    assert.not.match(run.stderr, /not-the-token/);
    assert.is(service.started.length, 0);
  }));

const usageCases: [string, string[], Record<string, string> | 'serve', RegExp][] = [
  ['no serve given', ['builds'], {}, /no serve given: pass --server URL or set GITSHIFT_SERVER \[USAGE\]/],
  [
    'no token given',
    ['builds', '--server', 'http://127.0.0.1:1'],
    {},
    /no token given: pass --token-file FILE or set GITSHIFT_TOKEN_FILE/,
  ],
  [
    'a token file that is not there',
    ['builds', '--server', 'http://127.0.0.1:1', '--token-file', '/nonexistent/token'],
    {},
    /--token-file: cannot read \/nonexistent\/token: ENOENT \[USAGE\]/,
  ],
  [
    'a server that is not a URL',
    ['builds', '--server', 'serve:8080x'],
    {},
    /give an http:\/\/ or https:\/\/ URL/,
  ],
  [
    'a target without a slash',
    ['start-build', 'web'],
    'serve',
    /expected <project>\/<buildconfig>, not 'web'/,
  ],
  ['no target', ['cancel-build'], 'serve', /expected <project>\/<build>; see 'gitshift cancel-build --help'/],
  [
    'a bad project name',
    ['build-logs', 'Shop/web-1'],
    'serve',
    /project name 'Shop' must be a DNS-1123 label/,
  ],
  [
    'two sources',
    ['start-build', 'shop/web', '--from-file', 'a', '--from-archive', 'b'],
    'serve',
    /give one of --from-file, --from-archive, not several/,
  ],
  [
    'a commit with a binary source',
    ['start-build', 'shop/web', '--from-file', 'a', '--commit', 'abc1234'],
    'serve',
    /a binary build \(--from-file\) has none/,
  ],
  [
    'an env without =',
    ['start-build', 'shop/web', '--env', 'DEBUG'],
    'serve',
    /--env DEBUG: give NAME=VALUE/,
  ],
  ['an unknown flag', ['builds', '--follow'], 'serve', /Unknown option '--follow'/],
  ['a bad output', ['builds', '-o', 'yaml'], 'serve', /-o yaml: give text or json/],
];
for (const [name, args, given, message] of usageCases)
  test(`usage error: ${name}`, () =>
    withServe(async ({ env }) => {
      const run: CommandRun = await runCli(args, given === 'serve' ? env : given);
      assert.is(run.code, 2, run.stdout + run.stderr);
      assert.match(run.stderr, message);
    }));

test('an unknown BuildConfig is serve reason, exit 2', () =>
  withServe(async ({ env }) => {
    const run = await runCli(['start-build', 'shop/nope'], env);
    assert.is(run.code, 2);
    assert.is(run.stderr, 'gitshift start-build: project shop has no BuildConfig nope [BUILD_NOT_FOUND]\n');
  }));

test('an unreachable serve says where it looked', async () => {
  const serve = await startServe();
  const env = serve.env;
  const tokenDir = mkdtempSync(join(tmpdir(), 'gitshift-token-'));
  writeFileSync(join(tokenDir, 'token'), TOKEN);
  await serve.close();
  try {
    const run = await runCli(['builds'], { ...env, GITSHIFT_TOKEN_FILE: join(tokenDir, 'token') });
    assert.is(run.code, 2);
    assert.match(
      run.stderr,
      new RegExp(
        `cannot talk to serve at ${env['GITSHIFT_SERVER'] ?? ''} \\(/api/v1/builds\\?limit=500\\): ECONNREFUSED`,
      ),
    );
  } finally {
    rmSync(tokenDir, { recursive: true, force: true });
  }
});

for (const command of ['start-build', 'builds', 'build-logs', 'cancel-build'])
  test(`${command} --help explains the command, the API it uses and where serve and the token come from`, async () => {
    const run = await runCli([command, '--help']);
    assert.is(run.code, 0);
    assert.match(run.stdout, new RegExp(`^Usage: gitshift ${command}`));
    assert.match(run.stdout, /authenticated HTTP API/);
    assert.match(run.stdout, /--server URL/);
    assert.match(run.stdout, /GITSHIFT_TOKEN_FILE/);
  });

test('serveConnection takes flags over the environment, the first line of the token file, and refuses credentials in the URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-conn-'));
  try {
    const file = join(dir, 'token');
    writeFileSync(file, '  first-token \nsecond-token\n');
    const fromEnv = serveConnection(
      {},
      { GITSHIFT_SERVER: 'http://127.0.0.1:8080/', GITSHIFT_TOKEN_FILE: file },
    );
    assert.equal(fromEnv, { url: 'http://127.0.0.1:8080', token: 'first-token', tokenFile: file });
    const fromFlags = serveConnection(
      { server: 'https://serve.example/base/', 'token-file': file },
      { GITSHIFT_SERVER: 'http://ignored', GITSHIFT_TOKEN_FILE: '/ignored' },
    );
    assert.is(fromFlags.url, 'https://serve.example/base');
    assert.throws(
      () => serveConnection({ server: 'http://me:pw@serve', 'token-file': file }, {}),
      /no credentials in the URL/,
    );
    writeFileSync(file, '\n');
    assert.throws(() => serveConnection({ server: 'http://serve', 'token-file': file }, {}), /is empty/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Ctrl-C while following a log exits 130 at once, and serve stops reading the log for it', () =>
  withServe(async ({ service, env }) => {
    await runCli(['start-build', 'shop/web'], env);
    service.appendLog('shop', 'web-1', 'building\n');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ENTRY, 'build-logs', 'shop/web-1', '--follow'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 30_000;
    while (!stdout.includes('building') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.is(stdout, 'building\n', stderr);
    child.kill('SIGINT');
    assert.is(await exited, 130, stderr);
    assert.match(stderr, /was abandoned: interrupted \(SIGINT\) \[ABORTED\]/);
    await until(() => service.openLogReads === 0, 'serve to stop reading the log');
    assert.is(service.abortedLogReads, 1);
  }));

test.run();
