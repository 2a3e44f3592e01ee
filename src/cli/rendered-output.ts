import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'yaml';
import { GitshiftError } from '../errors/index.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import { quoteAmbiguousStrings } from '../yaml/values/quote-ambiguous.js';
import type { KubeObject } from '../render/kube-object.js';
import type { RenderedProject } from '../render/render-repository.js';

export type OutputFormat = 'yaml' | 'json';

export interface RenderedOutputOptions {
  /**
   * Whether lifecycle hook Jobs are written too. They are Jobs that gitshift
   * runs at a point of a rollout; applied with the rest (`gitshift render |
   * kubectl apply -f -`), a pre hook would run at once, before anything it
   * prepares for. So they are left out unless asked for. Default: false.
   */
  readonly hooks?: boolean;
}

/** One stream: a YAML multi-document (hooks, when asked for, marked by a comment) or a JSON List. */
export function formatRendered(
  projects: readonly RenderedProject[],
  format: OutputFormat,
  { hooks = false }: RenderedOutputOptions = {},
): string {
  const hooksOf = (project: RenderedProject): readonly KubeObject[] => (hooks ? project.hooks : []);
  if (format === 'json') {
    const items = projects.flatMap((p) => [...p.objects, ...hooksOf(p)]);
    return `${stringifyJson({ apiVersion: 'v1', kind: 'List', items }, 2)}\n`;
  }
  const documents: string[] = [];
  for (const project of projects) {
    for (const object of project.objects) documents.push(toYaml(object));
    for (const hook of hooksOf(project)) {
      documents.push(
        `# lifecycle hook: run by gitshift during the rollout, not applied as is\n${toYaml(hook)}`,
      );
    }
  }
  return documents.map((d) => `---\n${d}`).join('');
}

/** Writes `<out>/<project>/<kind>-<name>.<ext>`, hooks (when asked for) under `hooks/`. Returns how many files were written. */
export function writeRendered(
  projects: readonly RenderedProject[],
  format: OutputFormat,
  out: string,
  { hooks = false }: RenderedOutputOptions = {},
): number {
  let written = 0;
  const write = (directory: string, object: KubeObject): void => {
    const file = join(directory, `${object.kind.toLowerCase()}-${object.metadata.name}.${format}`);
    const text = format === 'json' ? `${stringifyJson(object, 2)}\n` : toYaml(object);
    try {
      mkdirSync(directory, { recursive: true });
      writeFileSync(file, text);
    } catch (error) {
      throw new GitshiftError(
        'OUTPUT_UNWRITABLE',
        `cannot write ${file}: ${(error as Error).message}`,
        { file },
        { cause: error },
      );
    }
    written++;
  };
  for (const project of projects) {
    for (const object of project.objects) write(join(out, project.name), object);
    if (hooks) for (const hook of project.hooks) write(join(out, project.name, 'hooks'), hook);
  }
  return written;
}

/**
 * YAML 1.1 rules for quoting, so strings such as `on`, `yes` or `0777` come out
 * quoted and tools that still read YAML 1.1 see strings, not booleans or numbers.
 */
function toYaml(object: KubeObject): string {
  const document = new Document(object, { aliasDuplicateObjects: false, schema: 'yaml-1.1' });
  // `yaml` quotes what its own schema would misread; go-yaml and YAML 1.2 readers misread more (`0o12`, `0X1F`).
  quoteAmbiguousStrings(document.contents);
  return document.toString({ lineWidth: 0 });
}
