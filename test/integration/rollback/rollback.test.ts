import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import type { NamedTagEventList } from '../../../src/model/generated/index.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import { renderRepository } from '../../../src/render/render-repository.js';
import { processTemplate } from '../../../src/templates/index.js';
import { runCli } from '../../support/cli.js';
import { imageStreamYaml, streamTag } from '../../support/manifests.js';
import { SETTINGS, testValidator, yaml } from '../../support/repo.js';
import {
  commitFiles,
  digest,
  git,
  remoteFile,
  withSandbox,
  type GitSandbox,
} from '../../support/git-sandbox.js';

const ref = (n: number): string => `reg.example/shop/web@${digest(n)}`;

/** status.tags of a stream whose `tag` is at image `n` and, newest first, the ones before it. */
const history = (
  tag: string,
  pullSpec: (n: number) => string,
  newestFirst: number[],
): NamedTagEventList[] => [
  {
    tag,
    items: newestFirst.map((n) => ({
      created: `2026-11-2${n}T10:00:00Z`,
      dockerImageReference: pullSpec(n),
      image: digest(n),
    })),
  },
];

/** The shop's images, with tag latest at image `n` (and, newest first, the ones before it). */
const images = (...newestFirst: number[]): string =>
  `# images of the shop\n${imageStreamYaml({ name: 'web', status: history('latest', ref, newestFirst) })}`;

const webDc = (mode: string): string => yaml`
  # The shop's web front end. Comments and layout survive a rollback.
  apiVersion: apps.openshift.io/v1
  kind: DeploymentConfig
  metadata:
    name: web
  spec:
    replicas: 2   # two is plenty
    selector:
      app: web
    template:
      metadata:
        labels:
          app: web
      spec:
        containers:
          - name: web
            image: " "
            env:
              - name: MODE
                value: ${mode}
    triggers:
      - type: ConfigChange
      - type: ImageChange
        imageChangeParams:
          automatic: true
          containerNames: [web]
          from:
            kind: ImageStreamTag
            name: web:latest
`;

interface History {
  readonly sandbox: GitSandbox;
  /** Commit ids by name: seed (no DeploymentConfig), v1, v2, img2, notes, img3. */
  readonly commits: Readonly<Record<string, string>>;
}

/** A config repository with a history of DeploymentConfig and image changes, as people and gitshift make them. */
async function withHistory(body: (history: History) => Promise<void>): Promise<void> {
  await withSandbox(
    { 'gitshift.yaml': SETTINGS, 'projects/shop/images.yaml': images(1) },
    async (sandbox) => {
      const commits: Record<string, string> = { seed: git(sandbox.remote, 'rev-parse', 'main') };
      commits['v1'] = commitFiles(
        sandbox,
        { 'projects/shop/web.yaml': webDc('v1') },
        'web: first deployment',
      );
      commits['v2'] = commitFiles(sandbox, { 'projects/shop/web.yaml': webDc('v2') }, 'web: MODE v2');
      commits['img2'] = commitFiles(sandbox, { 'projects/shop/images.yaml': images(2, 1) }, 'web:latest → 2');
      commits['notes'] = commitFiles(sandbox, { 'projects/shop/NOTES.md': 'notes\n' }, 'notes only');
      commits['img3'] = commitFiles(
        sandbox,
        { 'projects/shop/images.yaml': images(3, 2, 1) },
        'web:latest → 3',
      );
      await body({ sandbox, commits });
    },
  );
}

/** What the remote's head renders for Deployment shop/web: its container image and MODE. */
async function renderedWeb(sandbox: GitSandbox): Promise<{ image: unknown; mode: unknown }> {
  const snapshot = await readGitSnapshot({ dir: sandbox.remote, ref: 'main' });
  const model = loadRepository(snapshot, { validator: testValidator(), processTemplate });
  const rendered = renderRepository(model);
  const deployment = rendered.projects
    .flatMap((p) => p.objects)
    .find((o) => o.kind === 'Deployment' && o.metadata.name === 'web') as any;
  assert.ok(deployment, `no Deployment web: ${rendered.problems.map((p) => p.message).join('; ')}`);
  const container = deployment.spec.template.spec.containers[0];
  return { image: container.image, mode: container.env[0].value };
}

const rollback = (sandbox: GitSandbox, ...args: string[]) =>
  runCli(['rollback', 'shop/web', '--repo', sandbox.url, ...args]);
const count = (sandbox: GitSandbox): number => Number(git(sandbox.remote, 'rev-list', '--count', 'main'));
const short = (commit: string | undefined): string => (commit ?? '').slice(0, 7);

test('--list shows the revisions newest first, with image and subject, skipping commits that changed neither', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const listed = await rollback(sandbox, '--list');
    assert.is(listed.code, 0, listed.stderr);
    const lines = listed.stdout.split('\n').filter((l) => /^[* ] [0-9a-f]{7} /.test(l));
    assert.equal(
      lines.map((l) => l.slice(2, 9)),
      [commits['img3'], commits['img2'], commits['v2'], commits['v1']].map(short),
    );
    assert.match(lines[0] ?? '', /^\* [0-9a-f]{7} {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}web:latest → 3$/);
    assert.match(listed.stdout, `web=${ref(3)}`);
    assert.match(listed.stdout, `web=${ref(1)}`);
    assert.not.match(listed.stdout, short(commits['notes']));
    // A bare call lists too, and says how to roll back.
    const bare = await rollback(sandbox);
    assert.is(bare.code, 0);
    assert.match(bare.stdout, '--to previous');
    // --limit bounds the list.
    const two = await rollback(sandbox, '--list', '--limit', '2');
    assert.is(two.stdout.split('\n').filter((l) => /^[* ] [0-9a-f]{7} /.test(l)).length, 2);
    assert.is(count(sandbox), 6, 'listing commits nothing');
  });
});

test('--list follows a stream that tracks a stream of another project: revisions come from that project too', async () => {
  const baseRef = (n: number): string => `reg.example/base/runtime@${digest(n)}`;
  // The shop's web:latest has no image of its own: it tracks base/runtime:stable.
  const shopImages = imageStreamYaml({
    name: 'web',
    tags: [{ name: 'latest', from: streamTag('runtime:stable', 'base') }],
  });
  const baseImages = (n: number): string =>
    imageStreamYaml({ name: 'runtime', status: history('stable', baseRef, [n]) });
  await withSandbox(
    {
      'gitshift.yaml': SETTINGS,
      'projects/shop/images.yaml': shopImages,
      'projects/shop/web.yaml': webDc('v1'),
      'projects/base/images.yaml': baseImages(1),
    },
    async (sandbox) => {
      const first = git(sandbox.remote, 'rev-parse', 'main');
      const second = commitFiles(
        sandbox,
        { 'projects/base/images.yaml': baseImages(2) },
        'runtime:stable → 2',
      );
      const third = commitFiles(
        sandbox,
        { 'projects/base/images.yaml': baseImages(3) },
        'runtime:stable → 3',
      );
      const listed = await rollback(sandbox, '--list');
      assert.is(listed.code, 0, listed.stderr);
      const lines = listed.stdout.split('\n').filter((l) => /^[* ] [0-9a-f]{7} /.test(l));
      assert.equal(
        lines.map((l) => l.slice(2, 9)),
        [third, second, first].map(short),
      );
      assert.match(listed.stdout, `web=${baseRef(3)}`);
      assert.match(listed.stdout, `web=${baseRef(1)}`);
    },
  );
});

test('--to previous pins the trigger to the image of the revision before, in one linear commit that keeps the file layout', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const before = git(sandbox.remote, 'rev-parse', 'main');
    assert.equal(await renderedWeb(sandbox), { image: ref(3), mode: 'v2' });
    const run = await rollback(
      sandbox,
      '--to',
      'previous',
      '--author-name',
      'Ops',
      '--author-email',
      'ops@example.com',
    );
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stdout, `rolling back DeploymentConfig shop/web to ${short(commits['img2'])}`);
    assert.match(run.stdout, `container web: ${ref(3)} → ${ref(2)}`);
    assert.match(run.stdout, /now manual \(automatic: false/);
    assert.match(run.stdout, /set imageChangeParams.automatic back to true in projects\/shop\/web.yaml/);

    // One commit on top of the old head: linear, never forced.
    assert.is(git(sandbox.remote, 'rev-parse', 'main~1'), before);
    assert.is(git(sandbox.remote, 'rev-list', '--merges', 'main'), '');
    const message = git(sandbox.remote, 'log', '-1', '--format=%an <%ae>%n%B', 'main');
    assert.match(
      message,
      `Ops <ops@example.com>\ngitshift: roll back DeploymentConfig shop/web to ${short(commits['img2'])} (web:latest → 2)`,
    );
    assert.match(message, /\(gitshift rollback to [0-9a-f]{7}\)/);
    assert.match(message, /Gitshift-Writeback: /);
    // Only the trigger's two fields changed; comments and the rest of the file are as they were.
    const file = remoteFile(sandbox, 'projects/shop/web.yaml');
    assert.is(
      file,
      webDc('v2')
        .replace('automatic: true', 'automatic: false')
        .replace(
          '          name: web:latest\n',
          `          name: web:latest\n        lastTriggeredImage: ${ref(2)}\n`,
        )
        .trimEnd(),
    );
    assert.is(
      remoteFile(sandbox, 'projects/shop/images.yaml'),
      images(3, 2, 1).trimEnd(),
      'the stream is left alone',
    );
    assert.equal(await renderedWeb(sandbox), { image: ref(2), mode: 'v2' });

    // A new image pushed to the stream no longer rolls it forward.
    commitFiles(sandbox, { 'projects/shop/images.yaml': images(4, 3, 2, 1) }, 'web:latest → 4');
    assert.equal(await renderedWeb(sandbox), { image: ref(2), mode: 'v2' });
    // The rollback is itself a revision, and rolling back from it goes to the image before.
    const listed = await rollback(sandbox, '--list');
    assert.match(
      listed.stdout.split('\n')[1] ?? '',
      /^\* [0-9a-f]{7} .*gitshift: roll back DeploymentConfig shop\/web/,
    );
  });
});

test('--to an older commit restores its pod template and image', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const run = await rollback(sandbox, '--to', short(commits['v1']));
    assert.is(run.code, 0, run.stderr);
    assert.equal(await renderedWeb(sandbox), { image: ref(1), mode: 'v1' });
    const file = remoteFile(sandbox, 'projects/shop/web.yaml');
    assert.match(file, "# The shop's web front end.");
    assert.match(file, 'replicas: 2   # two is plenty');
    assert.match(file, /value: v1\n/);
    // The same again is nothing to do: no commit.
    const head = git(sandbox.remote, 'rev-parse', 'main');
    const again = await rollback(sandbox, '--to', commits['v1'] ?? '');
    assert.is(again.code, 0, again.stderr);
    assert.match(again.stdout, /^nothing to do: /);
    assert.is(git(sandbox.remote, 'rev-parse', 'main'), head);
  });
});

test('rolling back to what already runs is nothing to do, and --dry-run commits nothing', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const same = await rollback(sandbox, '--to', commits['img3'] ?? '');
    assert.is(same.code, 0, same.stderr);
    assert.match(same.stdout, `nothing to do: DeploymentConfig shop/web on main of ${sandbox.url}`);
    const dry = await rollback(sandbox, '--to', 'previous', '--dry-run');
    assert.is(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /dry run: nothing committed/);
    assert.is(count(sandbox), 6);
  });
});

test('unknown project or DeploymentConfig, a revision that is not there, or one without the DeploymentConfig: typed errors, nothing committed', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const cases: [string[], RegExp][] = [
      [
        ['rollback', 'nope/web', '--repo', sandbox.url, '--list'],
        /there is no project 'nope'.*\[ROLLBACK_TARGET_NOT_FOUND\]/,
      ],
      [
        ['rollback', 'shop/api', '--repo', sandbox.url, '--to', 'previous'],
        /project 'shop' has no DeploymentConfig 'api'.*\[ROLLBACK_TARGET_NOT_FOUND\]/,
      ],
      [
        ['rollback', 'shop/web', '--repo', sandbox.url, '--to', 'deadbeef'],
        /revision 'deadbeef' is not a commit of main.*\[ROLLBACK_REVISION_INVALID\]/,
      ],
      [
        ['rollback', 'shop/web', '--repo', sandbox.url, '--to', commits['seed'] ?? ''],
        /cannot be rolled back to [0-9a-f]{7}: project 'shop' has no DeploymentConfig 'web' there \[ROLLBACK_REVISION_INVALID\]/,
      ],
      [['rollback', 'shop/web', '--repo', sandbox.url, '--ref', 'nope', '--list'], /has no branch 'nope'/],
      [['rollback', 'shop', '--repo', sandbox.url], /expected <project>\/<deploymentconfig>/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(args);
      assert.is(run.code, 2, `${args.join(' ')}: ${run.stdout}${run.stderr}`);
      assert.match(run.stderr, message);
    }
    const unreachable = await runCli([
      'rollback',
      'shop/web',
      '--repo',
      `${sandbox.url}-gone`,
      '--ref',
      'main',
      '--list',
    ]);
    assert.is(unreachable.code, 1, unreachable.stderr);
    assert.is(count(sandbox), 6);
  });
});

test('a working copy is written through its origin remote; one without origin is refused', async () => {
  await withHistory(async ({ sandbox, commits }) => {
    const work = sandbox.folder('work');
    execFileSync('git', ['clone', '--quiet', sandbox.url, work]);
    const run = await runCli(['rollback', 'shop/web', '--repo', work, '--to', commits['v1'] ?? '']);
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stdout, /run 'git pull' there/);
    assert.equal(await renderedWeb(sandbox), { image: ref(1), mode: 'v1' });
    git(work, 'remote', 'remove', 'origin');
    const refused = await runCli(['rollback', 'shop/web', '--repo', work, '--list']);
    assert.is(refused.code, 2);
    assert.match(refused.stderr, /working copy without an 'origin' remote/);
    rmSync(work, { recursive: true, force: true });
  });
});

test.run();
