import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { quoteWord } from '../../../src/buildplan/dockerfile/dockerfile-words.js';
import {
  type ParsedDockerfile,
  parseDockerfile,
} from '../../../src/buildplan/dockerfile/parse-dockerfile.js';
import {
  type DockerfileChanges,
  rewriteDockerfile,
} from '../../../src/buildplan/dockerfile/rewrite-dockerfile.js';
import { problemsOf } from './plan-fixture.js';

function parsed(text: string): ParsedDockerfile {
  const result = parseDockerfile(text);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.field}: ${p.message}`).join('\n'));
  return result.value;
}

const NONE: DockerfileChanges = { stageEnv: [], buildEnv: [], labels: [] };

test('stages: flags, AS names and references to earlier stages (names compared without case)', () => {
  const { stages } = parsed(
    'ARG BASE=alpine\nFROM --platform=$BUILDPLATFORM golang:1.22 AS Build\nRUN go build\nFROM ${BASE}\nFROM build AS again\nCOPY --from=build /out /out\n',
  );
  assert.equal(
    stages.map((s) => [s.image, s.flags, s.name, s.baseStage]),
    [
      ['golang:1.22', ['--platform=$BUILDPLATFORM'], 'Build', undefined],
      ['${BASE}', [], undefined, undefined],
      ['build', [], 'again', 0],
    ],
  );
});

test('continuations join lines; comment and blank lines inside them are skipped', () => {
  const { instructions } = parsed(
    'FROM alpine\nRUN apk add \\\n# a comment\n\n    curl \\\n    git\nCMD ["sh"]\n',
  );
  assert.equal(
    instructions.map((i) => [i.keyword, i.args, i.firstLine, i.lastLine]),
    [
      ['FROM', 'alpine', 0, 0],
      ['RUN', 'apk add     curl     git', 1, 5],
      ['CMD', '["sh"]', 6, 6],
    ],
  );
});

test('# escape=` makes the backtick the escape: a Windows path ending in \\ is not a continuation', () => {
  const dockerfile = parsed(
    '# escape=`\nFROM mcr.microsoft.com/windows/servercore\nCOPY app C:\\app\\\nRUN dir `\n    C:\\app\n',
  );
  assert.is(dockerfile.escape, '`');
  assert.equal(
    dockerfile.instructions.map((i) => [i.keyword, i.args]),
    [
      ['FROM', 'mcr.microsoft.com/windows/servercore'],
      ['COPY', 'app C:\\app\\'],
      ['RUN', 'dir     C:\\app'],
    ],
  );
});

test('a directive after a comment is a comment: the escape stays \\', () => {
  assert.is(parsed('# hello\n# escape=`\nFROM alpine\n').escape, '\\');
  assert.is(parsed('# syntax=docker/dockerfile:1\n# ESCAPE = `\nFROM alpine\n').escape, '`');
});

test('heredoc bodies are never read as instructions, and are kept byte for byte', () => {
  const text =
    'FROM alpine\nRUN <<EOF\nFROM evil\necho "$HOME" \\\nEOF\nCOPY <<-"CONF" /etc/app.conf\n\tkey=value\n\tCONF\nCMD ["app"]\n';
  const dockerfile = parsed(text);
  assert.equal(
    dockerfile.instructions.map((i) => [i.keyword, i.firstLine, i.lastLine]),
    [
      ['FROM', 0, 0],
      ['RUN', 1, 4],
      ['COPY', 5, 7],
      ['CMD', 8, 8],
    ],
  );
  assert.is(dockerfile.stages.length, 1);
  const out = rewriteDockerfile(dockerfile, {
    ...NONE,
    baseImage: 'busybox:1',
    stageEnv: [{ name: 'A', value: '1' }],
  });
  assert.is(out, text.replace('FROM alpine\n', 'FROM busybox:1\nENV "A"="1"\n'));
});

test('the exec (JSON) form opens no heredoc', () => {
  const { instructions } = parsed('FROM alpine\nRUN ["sh", "-c", "cat <<EOF"]\nCMD ["x"]\n');
  assert.equal(
    instructions.map((i) => i.keyword),
    ['FROM', 'RUN', 'CMD'],
  );
});

test("the strategy's from replaces the base of the last stage only, keeping its flags and name", () => {
  const out = rewriteDockerfile(
    parsed(
      'FROM golang:1.22 AS build\nRUN make\nFROM --platform=linux/amd64 alpine:3 AS run\nCOPY --from=build /app /app\n',
    ),
    { ...NONE, baseImage: 'registry.test/base@sha256:abc' },
  );
  assert.is(
    out,
    'FROM golang:1.22 AS build\nRUN make\nFROM --platform=linux/amd64 registry.test/base@sha256:abc AS run\nCOPY --from=build /app /app\n',
  );
});

test('a last stage built on an earlier stage is replaced too, as OpenShift does', () => {
  const out = rewriteDockerfile(parsed('FROM alpine AS base\nFROM base\n'), {
    ...NONE,
    baseImage: 'busybox',
  });
  assert.is(out, 'FROM alpine AS base\nFROM busybox\n');
});

test('a FROM spanning lines becomes one line', () => {
  const out = rewriteDockerfile(parsed('FROM \\\n  alpine:3 \\\n  AS app\nRUN true\n'), {
    ...NONE,
    baseImage: 'busybox',
  });
  assert.is(out, 'FROM busybox AS app\nRUN true\n');
});

test('env goes after every FROM; OPENSHIFT_BUILD_* and labels go at the end', () => {
  const out = rewriteDockerfile(parsed('FROM golang AS build\nRUN make\n\nFROM alpine\nCMD ["/app"]'), {
    stageEnv: [
      { name: 'MODE', value: 'prod' },
      { name: 'GREETING', value: 'say "hi" to $USER \\o/' },
    ],
    buildEnv: [{ name: 'OPENSHIFT_BUILD_NAME', value: 'app-3' }],
    labels: [
      { name: 'io.openshift.build.commit.id', value: 'abc' },
      { name: 'team', value: 'shop' },
    ],
  });
  assert.is(
    out,
    [
      'FROM golang AS build',
      'ENV "MODE"="prod" \\',
      '    "GREETING"="say \\"hi\\" to \\$USER \\\\o/"',
      'RUN make',
      '',
      'FROM alpine',
      'ENV "MODE"="prod" \\',
      '    "GREETING"="say \\"hi\\" to \\$USER \\\\o/"',
      'CMD ["/app"]',
      'ENV "OPENSHIFT_BUILD_NAME"="app-3"',
      'LABEL "io.openshift.build.commit.id"="abc" \\',
      '    "team"="shop"',
      '',
    ].join('\n'),
  );
});

test('what is added continues lines with the escape character and uses the line ends of the file', () => {
  const out = rewriteDockerfile(parsed('# escape=`\r\nFROM servercore\r\nRUN dir\r\n'), {
    ...NONE,
    stageEnv: [
      { name: 'A', value: 'C:\\x`"' },
      { name: 'B', value: '2' },
    ],
  });
  assert.is(out, '# escape=`\r\nFROM servercore\r\nENV "A"="C:\\\\x`\\"" `\r\n    "B"="2"\r\nRUN dir\r\n');
  const again = parsed(out);
  assert.equal(
    again.instructions.map((i) => i.keyword),
    ['FROM', 'ENV', 'RUN'],
  );
});

test('a rewritten Dockerfile reads back with the same stages', () => {
  const source = 'FROM a AS one\nRUN x \\\n  y\nFROM one AS two\nFROM two\nRUN <<EOF\nFROM nothing\nEOF\n';
  const out = parsed(
    rewriteDockerfile(parsed(source), {
      baseImage: 'z',
      stageEnv: [{ name: 'K', value: 'v' }],
      buildEnv: [{ name: 'B', value: '1' }],
      labels: [{ name: 'l', value: '2' }],
    }),
  );
  assert.equal(
    out.stages.map((s) => [s.image, s.name]),
    [
      ['a', 'one'],
      ['one', 'two'],
      ['z', undefined],
    ],
  );
  assert.equal(
    out.instructions.map((i) => i.keyword),
    ['FROM', 'ENV', 'RUN', 'FROM', 'ENV', 'FROM', 'ENV', 'RUN', 'ENV', 'LABEL'],
  );
});

test('quoteWord escapes what a double-quoted word would expand, always with a backslash (as buildah reads words)', () => {
  assert.is(quoteWord('a$b"c\\d`e'), '"a\\$b\\"c\\\\d`e"');
  assert.is(quoteWord(''), '""');
  assert.throws(() => quoteWord('a\nb'), /cannot hold a line break/);
});

const bad: [string, string, string, RegExp][] = [
  [
    'no FROM at all',
    '# only a comment\nRUN true\n',
    'Dockerfile:2',
    /RUN comes before the first FROM; only ARG may/,
  ],
  ['an empty file', '', 'Dockerfile', /there is no FROM instruction/],
  ['FROM without image', 'FROM --platform=linux/amd64\n', 'Dockerfile:1', /FROM needs an image/],
  [
    'FROM with extra words',
    'FROM alpine latest\n',
    'Dockerfile:1',
    /FROM takes an image and an optional 'AS <name>'/,
  ],
  [
    'an unclosed heredoc',
    'FROM alpine\nRUN <<EOF\necho hi\n',
    'Dockerfile:2',
    /the heredoc <<EOF is never closed/,
  ],
  [
    'an escape directive given twice',
    '# escape=`\n# escape=\\\nFROM alpine\n',
    'Dockerfile:2',
    /the parser directive 'escape' is given twice/,
  ],
  [
    'an escape directive with another character',
    '# escape=!\nFROM alpine\n',
    'Dockerfile:1',
    /the escape directive takes/,
  ],
  ['a last line that continues', 'FROM alpine\nRUN echo \\\n', 'Dockerfile:2', /the instruction never ends/],
];
for (const [name, text, field, message] of bad) {
  test(`refused Dockerfile: ${name} (${field})`, () => {
    const problems = problemsOf(parseDockerfile(text));
    const problem = problems.find((p) => p.field === field);
    assert.ok(problem, JSON.stringify(problems));
    assert.match(problem.message, message);
    assert.is(problem.reason, 'DockerBuildFailed');
  });
}

test('problems name the file given', () => {
  assert.is(problemsOf(parseDockerfile('RUN x\n', 'web/Dockerfile.prod'))[0]?.field, 'web/Dockerfile.prod:1');
});

test.run();
