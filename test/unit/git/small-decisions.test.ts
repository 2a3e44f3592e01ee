import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { backoffDelay } from '../../../src/runtime/backoff.js';
import { projectsOfPaths } from '../../../src/source/changed-projects.js';
import { classifyGitFailure } from '../../../src/git/classify-git-failure.js';
import { maskCredentials, secretsOfUrl } from '../../../src/observability/mask-credentials.js';
import { mergeLines } from '../../../src/yaml/edit/line-merge.js';

const failures: [string, string][] = [
  [' ! [rejected]        HEAD -> main (fetch first)\nerror: failed to push some refs', 'rejected'],
  ['!\tHEAD:refs/heads/main\t[rejected] (non-fast-forward)', 'rejected'],
  ["error: cannot lock ref 'refs/heads/main': Unable to create lock", 'rejected'],
  ["fatal: couldn't find remote ref refs/heads/preview", 'missing-branch'],
  [
    "fatal: '/tmp/x.git' does not appear to be a git repository\nfatal: Could not read from remote repository.",
    'unavailable',
  ],
  [
    "fatal: unable to access 'https://***@git.example/': Failed to connect to git.example port 443",
    'unavailable',
  ],
];
for (const [output, kind] of failures) {
  test(`classifyGitFailure: ${kind} for ${JSON.stringify(output.slice(0, 40))}`, () => {
    assert.is(classifyGitFailure(output).kind, kind);
  });
}

const masks: [string, string, string[]][] = [
  [
    "fatal: unable to access 'https://bob:s3cr3t-token@git.example/a.git/'",
    "fatal: unable to access 'https://***@git.example/a.git/'",
    [],
  ],
  [
    'see ssh://git@host:22/repo and https://x-access-token:ghs_abc@github.com/o/r',
    'see ssh://***@host:22/repo and https://***@github.com/o/r',
    [],
  ],
  ['token ghs_abcdef leaked alone', 'token *** leaked alone', ['ghs_abcdef']],
  ['no credentials in https://git.example/a.git', 'no credentials in https://git.example/a.git', []],
];
for (const [input, expected, secrets] of masks) {
  test(`maskCredentials: ${expected}`, () => {
    assert.is(maskCredentials(input, secrets), expected);
  });
}

test('secretsOfUrl: user, password and their decoded forms', () => {
  assert.equal(secretsOfUrl('https://bob:p%40ss-word@git.example/r.git').sort(), [
    'bob',
    'bob:p%40ss-word',
    'bob:p@ss-word',
    'p%40ss-word',
    'p@ss-word',
  ]);
  assert.equal(secretsOfUrl('file:///tmp/r.git'), []);
});

test('backoffDelay: doubles, is capped, and is jittered between half and all', () => {
  const policy = { attempts: 5, baseMs: 100, maxMs: 1000 };
  assert.equal(
    [1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, policy, () => 1)),
    [100, 200, 400, 800, 1000, 1000],
  );
  assert.is(
    backoffDelay(3, policy, () => 0),
    200,
  );
});

test('projectsOfPaths: manifests count for their project, gitshift.yaml for settings, other files for nothing', () => {
  assert.equal(
    projectsOfPaths([
      'projects/b/x.yaml',
      'projects/a/deep/y.yml',
      'projects/a/notes.md',
      '.github/ci.yaml',
      'gitshift.yaml',
    ]),
    {
      projects: ['a', 'b'],
      settings: true,
      paths: [
        '.github/ci.yaml',
        'gitshift.yaml',
        'projects/a/deep/y.yml',
        'projects/a/notes.md',
        'projects/b/x.yaml',
      ],
    },
  );
});

const merges: [string, string[], string[], string[], string[]][] = [
  [
    'formatting of ours is kept where the edit did not touch',
    ['a: 1', 'b: 2'],
    ['a:   1', 'b: 2'],
    ['a: 1', 'b: 3'],
    ['a:   1', 'b: 3'],
  ],
  [
    'lines the edit added after a reformatted line follow ours',
    ['x: a b'],
    ['x: a', '  b'],
    ['x: a b', 'y: 1'],
    ['x: a', '  b', 'y: 1'],
  ],
  ['when both changed one line, the edit wins', ['k: 1'], ['k:  1'], ['k: 2'], ['k: 2']],
  ['insertions at the start', ['a', 'b'], ['a', 'b'], ['new', 'a', 'b'], ['new', 'a', 'b']],
];
for (const [name, base, ours, edited, expected] of merges) {
  test(`mergeLines: ${name}`, () => {
    assert.equal(mergeLines(base, ours, edited), expected);
  });
}

test.run();
