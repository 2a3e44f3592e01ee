import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../../src/cli/main.js';

export interface CommandRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one `gitshift` command line in process, capturing what it writes. */
export async function runCli(args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env,
  });
  return { code, stdout, stderr };
}

/** Writes files (path → content) into a new temporary directory and returns it. */
export function tempRepo(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-cli-'));
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}
