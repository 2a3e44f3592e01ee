import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { quoteWord } from '../../../src/buildplan/dockerfile/dockerfile-words.js';
import { parseDockerfile } from '../../../src/buildplan/dockerfile/parse-dockerfile.js';
import { rewriteDockerfile } from '../../../src/buildplan/dockerfile/rewrite-dockerfile.js';

/**
 * Reads back a sequence of double-quoted `"name"="value"` words the way
 * buildah's word processing does inside double quotes (observed with
 * buildah 1.28): a backslash before `"`, `$` or `\` makes it literal, any
 * other backslash is kept. An unescaped `$` would be an expansion: refused.
 */
function readPairs(args: string): [string, string][] {
  let i = 0;
  const word = (): string => {
    if (args[i] !== '"') throw new Error(`expected a quote at ${i} of ${args}`);
    i++;
    let out = '';
    while (i < args.length && args[i] !== '"') {
      const char = args[i] as string;
      if (char === '$') throw new Error(`unescaped $ in ${args}`);
      if (char === '\\' && ['"', '$', '\\'].includes(args[i + 1] ?? '')) {
        out += args[i + 1];
        i += 2;
      } else {
        out += char;
        i++;
      }
    }
    if (args[i] !== '"') throw new Error(`unterminated word in ${args}`);
    i++;
    return out;
  };
  const pairs: [string, string][] = [];
  while (i < args.length) {
    while (args[i] === ' ') i++;
    if (i >= args.length) break;
    const name = word();
    if (args[i] !== '=') throw new Error(`expected = at ${i} of ${args}`);
    i++;
    pairs.push([name, word()]);
  }
  return pairs;
}

const oneLine = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, ' '));
const tricky = fc.stringMatching(/^[a-z$"\\`' {}]{0,12}$/);
const value = fc.oneof(oneLine, tricky);
const pairs = fc.array(fc.record({ name: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/), value }), {
  maxLength: 5,
});

test('a quoted word reads back as exactly its value', () => {
  fc.assert(
    fc.property(value, (text) => {
      const [[, read] = ['', '']] = readPairs(`"k"=${quoteWord(text)}`);
      assert.is(read, text);
    }),
  );
});

test('ENV and LABEL added by a rewrite read back as the values given, in either escape mode', () => {
  fc.assert(
    fc.property(pairs, pairs, fc.constantFrom('\\', '`'), fc.boolean(), (env, labels, escape, crlf) => {
      const newline = crlf ? '\r\n' : '\n';
      const directive = escape === '`' ? `# escape=\`${newline}` : '';
      const source = `${directive}FROM a AS one${newline}RUN x ${escape}${newline}  y${newline}FROM one${newline}`;
      const parsed = parseDockerfile(source);
      assert.ok(parsed.ok);
      if (!parsed.ok) return;
      const out = rewriteDockerfile(parsed.value, { baseImage: 'b', stageEnv: env, buildEnv: [], labels });
      const again = parseDockerfile(out);
      assert.ok(again.ok, out);
      if (!again.ok) return;
      assert.equal(
        again.value.stages.map((s) => s.image),
        ['a', 'b'],
      );
      const added = again.value.instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'LABEL');
      const expected = [...(env.length > 0 ? [env, env] : []), ...(labels.length > 0 ? [labels] : [])];
      assert.is(added.length, expected.length);
      added.forEach((instruction, index) => {
        const want = (expected[index] ?? []).map(({ name, value: v }) => [name, v]);
        assert.equal(readPairs(instruction.args), want);
      });
    }),
  );
});

test('the reader never throws: any text gives a Dockerfile or problems with a line', () => {
  const line = fc.oneof(
    fc.constantFrom(
      'FROM a',
      'FROM a AS b',
      'RUN <<EOF',
      'EOF',
      '# escape=`',
      '# escape=\\',
      'RUN x \\',
      'RUN y `',
      '',
      '# c',
      'ARG X',
      'FROM',
    ),
    fc.string({ maxLength: 20 }),
  );
  fc.assert(
    fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
      const result = parseDockerfile(lines.join('\n'));
      if (result.ok) assert.ok(result.value.stages.length > 0);
      else for (const problem of result.problems) assert.match(problem.field, /^Dockerfile(:\d+)?$/);
    }),
  );
});

test.run();
