import { parseAllDocuments } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.js';
import { git } from '../support/git-sandbox.js';
import { withContainersScene, type ContainersScene } from '../support/containers-scene.js';
import { eventually } from '../support/testbed.js';

interface Inspected {
  state: string;
  exitCode?: number;
  startedAt?: string;
  finishedAt?: string;
  commit: string | null;
  image?: string;
  reason?: string;
}

const inspect = async (scene: ContainersScene, name: string): Promise<Inspected> => {
  const response = await scene.call('GET', `${scene.base}/${name}`);
  assert.is(response.status, 200, `inspect ${name}: ${await response.clone().text()}`);
  return (await response.json()) as Inspected;
};

const untilState = (scene: ContainersScene, name: string, states: string[], timeoutMs = 90_000) =>
  eventually(
    `container ${name} to be ${states.join(' or ')}`,
    async () => {
      const found = await inspect(scene, name);
      return states.includes(found.state) ? found : undefined;
    },
    timeoutMs,
  );

const fileAt = (scene: ContainersScene, name: string): string | undefined => {
  try {
    return git(scene.sandbox.remote, 'show', `main:projects/${scene.project}/containers/${name}.yaml`);
  } catch {
    return undefined;
  }
};

test('a create is a commit by the caller that runs on the real node; output, exit status, stop and delete come back', async () => {
  await withContainersScene({}, async (scene) => {
    const image = scene.node.images.busybox;
    const created = await scene.call('POST', scene.base, {
      name: 'hello',
      image,
      command: ['sh', '-c', 'echo "hello $GREETING"; echo "to stderr" >&2'],
      env: { GREETING: 'from git' },
      workingDir: '/tmp',
      resources: { cpu: '100m', memory: '32Mi' },
    });
    const answer = (await created.json()) as { commit: string; url: string; action: string };
    assert.is(created.status, 202, JSON.stringify(answer));
    assert.is(created.headers.get('location'), `${scene.base}/hello`);
    assert.is(answer.url, `${scene.base}/hello`);
    // The commit reached the remote before the answer, by the caller, saying what was asked.
    assert.is(answer.commit, scene.head());
    assert.is(
      git(scene.sandbox.remote, 'log', '-1', '--format=%an <%ae>', 'main'),
      'api-token <api-token@gitshift.invalid>',
    );
    assert.match(
      git(scene.sandbox.remote, 'log', '-1', '--format=%s', 'main'),
      `create container ${scene.project}/hello: run ${image}`,
    );
    const manifest = fileAt(scene, 'hello') ?? '';
    assert.match(manifest, 'kind: Job');
    assert.match(manifest, /image: .*@sha256:[0-9a-f]{64}/);

    // Two more: one that fails, one that runs until it is stopped.
    const failing = await scene.call('POST', scene.base, {
      name: 'fails',
      image,
      command: ['sh', '-c', 'exit 3'],
    });
    assert.is(failing.status, 202, await failing.clone().text());
    const sleeper = await scene.call('POST', scene.base, {
      name: 'sleeper',
      image,
      command: ['sleep', '600'],
    });
    assert.is(sleeper.status, 202, await sleeper.clone().text());

    const done = await untilState(scene, 'hello', ['Succeeded', 'Failed']);
    assert.is(done.state, 'Succeeded', JSON.stringify(done));
    assert.is(done.exitCode, 0);
    assert.is(done.commit, answer.commit, 'inspect names the commit that created it');
    assert.is(done.image, image);
    assert.ok(done.startedAt !== undefined && done.finishedAt !== undefined, JSON.stringify(done));
    const logs = await scene.call('GET', `${scene.base}/hello/logs`);
    assert.is(logs.status, 200);
    assert.match(logs.headers.get('content-type') ?? '', 'text/plain');
    const output = await logs.text();
    assert.match(output, 'hello from git');
    assert.match(output, 'to stderr', 'stderr is in the log, merged with stdout as Kubernetes keeps it');

    const failed = await untilState(scene, 'fails', ['Succeeded', 'Failed']);
    assert.is(failed.state, 'Failed');
    assert.is(failed.exitCode, 3);

    await untilState(scene, 'sleeper', ['Running']);
    const stop = await scene.call('POST', `${scene.base}/sleeper/stop`);
    assert.is(stop.status, 202, await stop.clone().text());
    assert.match(fileAt(scene, 'sleeper') ?? '', 'suspend: true');
    const stopped = await untilState(scene, 'sleeper', ['Stopped']);
    assert.is(stopped.state, 'Stopped');
    await eventually(
      'the stopped container has no pod',
      async () => {
        const { items } = JSON.parse(
          await scene.kube.getText(
            `/api/v1/namespaces/${scene.project}/pods?labelSelector=gitshift.io%2Fcontainer%3Dsleeper`,
          ),
        ) as { items: unknown[] };
        return items.length === 0 ? true : undefined;
      },
      60_000,
    );

    const list = await scene.call('GET', scene.base);
    const { items } = (await list.json()) as { items: { name: string; state: string }[] };
    assert.equal(
      items.map(({ name, state }) => `${name}:${state}`),
      ['fails:Failed', 'hello:Succeeded', 'sleeper:Stopped'],
    );

    // A delete removes the file in a commit; the reconciler prunes the Job (and its pod).
    const before = scene.head();
    const deleted = await scene.call('DELETE', `${scene.base}/hello`);
    assert.is(deleted.status, 202, await deleted.clone().text());
    assert.is(fileAt(scene, 'hello'), undefined);
    assert.is.not(scene.head(), before);
    assert.is(git(scene.sandbox.remote, 'log', '-1', '--format=%an', 'main'), 'api-token');
    await eventually(
      'the Job to be pruned',
      async () =>
        (await scene.kube.get({
          apiVersion: 'batch/v1',
          kind: 'Job',
          namespace: scene.project,
          name: 'hello',
        })) === undefined
          ? true
          : undefined,
      60_000,
    );
    await eventually('inspect to answer 404', async () =>
      (await scene.call('GET', `${scene.base}/hello`)).status === 404 ? true : undefined,
    );
  });
});

test('bad input is a 4xx with a reason and commits nothing; a flood of creates is rate-limited (429, Retry-After)', async () => {
  await withContainersScene({ rateLimit: { perSecond: 0.2, burst: 25 } }, async (scene) => {
    const image = scene.node.images.busybox;
    let head = scene.head();
    const refused = async (
      what: string,
      status: number,
      code: string,
      send: () => Promise<Response>,
      reason?: RegExp,
    ): Promise<void> => {
      const response = await send();
      const body = (await response.json()) as { error: { code: string; message: string } };
      assert.is(response.status, status, `${what}: ${JSON.stringify(body)}`);
      assert.is(body.error.code, code, what);
      if (reason !== undefined) assert.match(body.error.message, reason, what);
      assert.is(scene.head(), head, `${what}: nothing committed`);
    };
    const post = (body: unknown, headers?: Record<string, string>) => () =>
      scene.call('POST', scene.base, body, headers);
    const json = { authorization: `Bearer ${scene.token}`, 'content-type': 'application/json' };

    await refused('malformed JSON', 400, 'CONTAINER_REQUEST_INVALID', post('{"name": "x", '), /not JSON/);
    await refused(
      'an oversized body',
      413,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'big', image, command: ['x'.repeat(70_000)] }),
      /limit of 65536 bytes/,
    );
    await refused(
      'a body that is not JSON',
      415,
      'CONTAINER_REQUEST_INVALID',
      post('name=x', { ...json, 'content-type': 'text/plain' }),
    );
    await refused(
      'an unknown field',
      400,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'x', image, comand: ['ls'] }),
      /comand/,
    );
    await refused(
      'a name that is not a DNS-1123 label',
      400,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'Hello_World', image }),
      /DNS-1123/,
    );
    await refused(
      'a bad name in the path',
      400,
      'REQUEST_INVALID',
      () => scene.call('GET', `${scene.base}/Bad_Name`),
      /DNS-1123/,
    );
    await refused(
      'an image that does not parse',
      400,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'x', image: 'reg.test/:bad' }),
      /not an image reference/,
    );
    await refused(
      'an image from a host that is not a configured registry',
      422,
      'CONTAINER_IMAGE_REFUSED',
      post({ name: 'x', image: 'docker.io/library/busybox:1.36' }),
      /not one of serve's registries/,
    );
    await refused(
      'an image the registry has no manifest for',
      422,
      'CONTAINER_IMAGE_REFUSED',
      post({ name: 'x', image: `${scene.node.registry}/gitshift/no-such-image:1` }),
      /no manifest/,
    );
    await refused(
      'an env name that is not one',
      400,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'x', image, env: { 'A=B': '1' } }),
      /environment variable name/,
    );
    await refused(
      'a command that is not a list',
      400,
      'CONTAINER_REQUEST_INVALID',
      post({ name: 'x', image, command: 'rm -rf /' }),
    );
    await refused(
      'no token',
      401,
      'UNAUTHENTICATED',
      post({ name: 'x', image }, { 'content-type': 'application/json' }),
    );
    await refused(
      'a wrong token',
      401,
      'UNAUTHENTICATED',
      post({ name: 'x', image }, { ...json, authorization: 'Bearer nope' }),
    );
    await refused('a delete of a container that is not there', 404, 'CONTAINER_NOT_FOUND', () =>
      scene.call('DELETE', `${scene.base}/nothing`),
    );
    await refused('a project that is not there', 404, 'PROJECT_NOT_FOUND', () =>
      scene.call('POST', `/api/v1/projects/${scene.project}-none/containers`, { name: 'x', image }),
    );

    // What tries to escape the YAML it is written into is taken, and stays one string of one Job.
    const escape =
      'x\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: escaped';
    const taken = await scene.call('POST', scene.base, {
      name: 'escape',
      image,
      command: ['echo', escape],
      env: { V: escape },
    });
    assert.is(taken.status, 202, await taken.clone().text());
    const text = git(scene.sandbox.remote, 'show', `main:projects/${scene.project}/containers/escape.yaml`);
    const documents = parseAllDocuments(text) as unknown as { toJS(): any }[];
    assert.is(documents.length, 1);
    assert.equal(documents[0]?.toJS().spec.template.spec.containers[0].command, ['echo', escape]);
    head = scene.head();
    await refused(
      'a second create of the same name',
      409,
      'CONTAINER_EXISTS',
      post({ name: 'escape', image }),
    );

    // A flood: the bucket (burst 25, of which the requests above took their share) runs dry.
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => scene.call('POST', scene.base, { name: `Flood-${i}`, image })),
    );
    const limited = flood.filter((r) => r.status === 429);
    assert.ok(
      limited.length > 0,
      `some of the flood is refused 429: ${flood.map((r) => r.status).join(',')}`,
    );
    assert.ok(Number(limited[0]?.headers.get('retry-after')) >= 1, 'with Retry-After');
    const body = (await limited[0]?.json()) as { error: { code: string; message: string } };
    assert.is(body.error.code, 'RATE_LIMITED');
    assert.match(body.error.message, /api-token asked for too many container writes/);
    assert.is(scene.head(), head, 'the flood committed nothing');
  });
});

test('the CLI: containers run --wait prints the output and exits with its status; list, inspect, logs, rm', async () => {
  await withContainersScene({}, async (scene) => {
    const env = { GITSHIFT_SERVER: scene.serve.url, GITSHIFT_TOKEN_FILE: scene.tokenFile };
    const image = scene.node.images.busybox;
    const target = `${scene.project}/greet`;
    const run = await runCli(
      [
        'containers',
        'run',
        target,
        '--image',
        image,
        '--env',
        'WHO=cli',
        '--wait',
        '--',
        'sh',
        '-c',
        'echo "hi $WHO"; exit 4',
      ],
      env,
    );
    assert.is(run.code, 4, run.stderr);
    assert.is(run.stdout, 'hi cli\n');
    assert.match(run.stderr, `container ${target} created in commit ${scene.head().slice(0, 12)}`);
    assert.match(run.stderr, 'Failed with exit status 4');

    const list = await runCli(['containers', 'list', scene.project], env);
    assert.is(list.code, 0, list.stderr);
    assert.match(list.stdout, /^NAME\s+STATE\s+EXIT/);
    assert.match(list.stdout, /greet\s+Failed \(Error\)\s+4/);
    const inspected = await runCli(['containers', 'inspect', target, '-o', 'json'], env);
    assert.is(JSON.parse(inspected.stdout).exitCode, 4);
    const logs = await runCli(['containers', 'logs', target], env);
    assert.is(logs.stdout, 'hi cli\n');

    const removed = await runCli(['containers', 'rm', target], env);
    assert.is(removed.code, 0, removed.stderr);
    assert.match(removed.stdout, `container ${target} deleted in commit ${scene.head().slice(0, 12)}`);
    const again = await runCli(['containers', 'rm', target], env);
    assert.is(again.code, 2);
    assert.match(again.stderr, `no container greet in project ${scene.project}`);
    const bad = await runCli(['containers', 'run', `${scene.project}/Bad`, '--image', image], env);
    assert.is(bad.code, 2);
    assert.match(bad.stderr, 'DNS-1123');
  });
});

test.run();
