import type { BuildPlanProblem, Planned } from '../plan-problem.js';

/** One instruction, with the lines it spans (continuations and heredoc bodies included). */
export interface DockerfileInstruction {
  /** Upper case: `FROM`, `RUN`. */
  readonly keyword: string;
  /** The arguments as one logical line: continuations joined, comment lines inside them dropped. */
  readonly args: string;
  /** 0-based index of the instruction's first and last line in `lines`. */
  readonly firstLine: number;
  readonly lastLine: number;
}

/** `FROM [--platform=…] image [AS name]`, read. */
export interface DockerfileStage {
  /** The FROM instruction's index in `instructions`. */
  readonly instruction: number;
  /** As written, `${ARG}` references included. */
  readonly image: string;
  /** `--platform=linux/amd64` and any other flag, as written. */
  readonly flags: readonly string[];
  /** The `AS` name, as written. */
  readonly name: string | undefined;
  /** The index of the earlier stage `image` names (`FROM build`), if it names one. */
  readonly baseStage: number | undefined;
}

export interface ParsedDockerfile {
  /** The text's lines without their line ends: rewrites keep every line they do not change byte for byte. */
  readonly lines: readonly string[];
  /** The text's line end, kept for lines a rewrite adds. */
  readonly newline: '\n' | '\r\n';
  /** The escape character: `\` unless a `# escape=` directive says `` ` ``. */
  readonly escape: '\\' | '`';
  readonly instructions: readonly DockerfileInstruction[];
  readonly stages: readonly DockerfileStage[];
}

const DIRECTIVE = /^#\s*([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s*(.*?)\s*$/;
const KNOWN_DIRECTIVES = new Set(['escape', 'syntax', 'check']);
/** Instructions whose arguments may open heredocs (BuildKit and buildah read them there only). */
const HEREDOC_INSTRUCTIONS = new Set(['RUN', 'COPY', 'ADD']);
const HEREDOC = /(?:^|\s)<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/g;

/**
 * Reads a Dockerfile as BuildKit and buildah do, as far as rewriting it
 * needs: parser directives (`# escape=`), comments, line continuations,
 * heredocs (their bodies are skipped, never read as instructions) and the
 * stages. `file` names the Dockerfile in problems (`Dockerfile:3`).
 */
export function parseDockerfile(text: string, file = 'Dockerfile'): Planned<ParsedDockerfile> {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const problems: BuildPlanProblem[] = [];
  const at = (index: number): string => `${file}:${index + 1}`;
  const problem = (index: number, message: string): void => {
    problems.push({ field: at(index), message, reason: 'DockerBuildFailed' });
  };

  let escape: '\\' | '`' = '\\';
  let index = 0;
  const seen = new Set<string>();
  // Directives come first; the first line that is not one (a comment, a blank line, an instruction) ends them.
  for (; index < lines.length; index++) {
    const match = DIRECTIVE.exec((lines[index] as string).trim());
    const key = match?.[1]?.toLowerCase();
    if (match === null || key === undefined || !KNOWN_DIRECTIVES.has(key)) break;
    if (seen.has(key)) problem(index, `the parser directive '${key}' is given twice`);
    seen.add(key);
    const value = match[2] as string;
    if (key === 'escape') {
      if (value === '\\' || value === '`') escape = value;
      else problem(index, `the escape directive takes \\ or \` , not '${value}'`);
    }
  }

  const instructions: DockerfileInstruction[] = [];
  while (index < lines.length) {
    const line = lines[index] as string;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      index++;
      continue;
    }
    const firstLine = index;
    let logical = '';
    let current = line;
    for (;;) {
      const end = current.replace(/[ \t]+$/, '');
      if (!end.endsWith(escape)) {
        logical += current;
        break;
      }
      logical += end.slice(0, -1);
      index++;
      // Inside a continuation, comment lines are dropped and blank lines skipped.
      while (index < lines.length && isBlankOrComment(lines[index] as string)) index++;
      if (index >= lines.length) {
        // Anything appended after would be read as part of this instruction.
        problem(
          firstLine,
          `the instruction never ends: its last line ends with the escape character ${escape}`,
        );
        index = lines.length - 1;
        break;
      }
      current = lines[index] as string;
    }
    const words = /^\s*(\S+)\s*([\s\S]*)$/.exec(logical);
    const keyword = (words?.[1] ?? '').toUpperCase();
    const args = (words?.[2] ?? '').trim();
    // The exec (JSON) form takes no heredocs: `RUN ["sh", "-c", "cat <<EOF"]` is one instruction.
    if (HEREDOC_INSTRUCTIONS.has(keyword) && !args.startsWith('[')) {
      for (const match of args.matchAll(HEREDOC)) {
        const stripTabs = match[1] === '-';
        const word = match[3] as string;
        const opened = index;
        index++;
        while (index < lines.length) {
          const body = lines[index] as string;
          if ((stripTabs ? body.replace(/^\t+/, '') : body) === word) break;
          index++;
        }
        if (index >= lines.length) {
          problem(opened, `the heredoc <<${word} is never closed: no line '${word}' follows`);
          index = lines.length - 1;
        }
      }
    }
    instructions.push({ keyword, args, firstLine, lastLine: index });
    index++;
  }

  const stages: DockerfileStage[] = [];
  instructions.forEach((instruction, i) => {
    if (instruction.keyword === 'FROM') {
      const stage = readFrom(instruction, i, stages, (message) => problem(instruction.firstLine, message));
      if (stage !== undefined) stages.push(stage);
    } else if (stages.length === 0 && instruction.keyword !== 'ARG') {
      problem(instruction.firstLine, `${instruction.keyword} comes before the first FROM; only ARG may`);
    }
  });
  if (stages.length === 0 && problems.length === 0)
    problems.push({ field: file, message: 'there is no FROM instruction', reason: 'DockerBuildFailed' });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { lines, newline, escape, instructions, stages }, warnings: [] };
}

function isBlankOrComment(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.startsWith('#');
}

function readFrom(
  instruction: DockerfileInstruction,
  index: number,
  earlier: readonly DockerfileStage[],
  problem: (message: string) => void,
): DockerfileStage | undefined {
  const words = instruction.args.split(/\s+/).filter((word) => word !== '');
  const flags: string[] = [];
  while (words[0]?.startsWith('--') === true) flags.push(words.shift() as string);
  const image = words.shift();
  if (image === undefined) {
    problem('FROM needs an image');
    return undefined;
  }
  let name: string | undefined;
  if (words.length > 0) {
    if (words.length !== 2 || words[0]?.toLowerCase() !== 'as') {
      problem(`FROM takes an image and an optional 'AS <name>', not '${instruction.args}'`);
      return undefined;
    }
    name = words[1];
  }
  const wanted = image.toLowerCase();
  const base = earlier.findIndex((stage) => stage.name?.toLowerCase() === wanted);
  return { instruction: index, image, flags, name, baseStage: base === -1 ? undefined : base };
}
