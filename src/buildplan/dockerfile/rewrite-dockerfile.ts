import type { NameValue } from '../env-var.js';
import { keyValueInstruction } from './dockerfile-words.js';
import type { ParsedDockerfile } from './parse-dockerfile.js';

/** What the Docker strategy changes in a Dockerfile, as OpenShift's docker builder does. */
export interface DockerfileChanges {
  /** The strategy's `from`, as a pull spec: replaces the image of the last stage's FROM (flags and `AS` name kept). */
  readonly baseImage?: string | undefined;
  /** The strategy's `env`: an ENV after every FROM, so every stage's RUN sees them (OpenShift's insertEnvAfterFrom). */
  readonly stageEnv: readonly NameValue[];
  /** `OPENSHIFT_BUILD_*`: an ENV at the end, in the image that is pushed. */
  readonly buildEnv: readonly NameValue[];
  /** `io.openshift.build.*` and `output.imageLabels`: a LABEL at the end. */
  readonly labels: readonly NameValue[];
}

/**
 * The Dockerfile with the changes made. Lines not changed are kept byte for
 * byte (comments, heredoc bodies, the escape directive), so a build's
 * errors point at the user's own lines, shifted only by what was added.
 */
export function rewriteDockerfile(dockerfile: ParsedDockerfile, changes: DockerfileChanges): string {
  const { lines, newline, escape, instructions, stages } = dockerfile;
  const lastStage = stages.at(-1);
  const replaced = new Map<number, string>();
  const after = new Map<number, string[]>();
  for (const stage of stages) {
    const from = instructions[stage.instruction];
    if (from === undefined) continue;
    if (stage === lastStage && changes.baseImage !== undefined) {
      const words = [
        ...stage.flags,
        changes.baseImage,
        ...(stage.name === undefined ? [] : ['AS', stage.name]),
      ];
      replaced.set(from.firstLine, `FROM ${words.join(' ')}`);
      for (let line = from.firstLine + 1; line <= from.lastLine; line++) replaced.set(line, '');
    }
    if (changes.stageEnv.length > 0)
      after.set(from.lastLine, [keyValueInstruction('ENV', changes.stageEnv, escape, newline)]);
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    const replacement = replaced.get(index);
    // A replaced FROM spanning several lines becomes one line; the others are dropped, not left blank.
    if (replacement === undefined) out.push(line);
    else if (replacement !== '') out.push(replacement);
    out.push(...(after.get(index) ?? []));
  });
  if (changes.buildEnv.length > 0) out.push(keyValueInstruction('ENV', changes.buildEnv, escape, newline));
  if (changes.labels.length > 0) out.push(keyValueInstruction('LABEL', changes.labels, escape, newline));
  return `${out.join(newline)}${newline}`;
}
