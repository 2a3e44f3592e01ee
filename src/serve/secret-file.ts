import { readFileSync } from 'node:fs';

/** What a secret file held: the secret (trimmed), no file at all, or a problem to report. */
export type SecretFileRead =
  | { readonly kind: 'secret'; readonly secret: string }
  | { readonly kind: 'missing'; readonly problem: string }
  | { readonly kind: 'unusable'; readonly problem: string };

/** Reads one secret file; an empty or unreadable file is a problem that names the path, never the content. */
export function readSecretFile(path: string): SecretFileRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem = `cannot read ${path}: ${code ?? (error as Error).message}`;
    return code === 'ENOENT' ? { kind: 'missing', problem } : { kind: 'unusable', problem };
  }
  return text === '' ? { kind: 'unusable', problem: `${path} is empty` } : { kind: 'secret', secret: text };
}
