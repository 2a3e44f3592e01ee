/**
 * The peer of the builds bench: bare `buildah bud` + `buildah push` of a
 * context, run directly, with what gitshift's local executor also uses —
 * the vfs storage driver in a fresh directory (gitshift's executor removes
 * its storage after each build, so the base image is pulled each time on
 * both sides), chroot isolation, and a registries.conf marking the loopback
 * registry as plain HTTP — and nothing else gitshift adds (no `--layers`,
 * no cache repository, no rewritten Dockerfile). Each output line is stamped
 * as it arrives, so a bench can tell the pull, the steps and the push apart.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StampedLine } from './builds-scene.js';

export interface BareBuild {
  readonly budMs: number;
  readonly pushMs: number;
  readonly totalMs: number;
  readonly lines: readonly StampedLine[];
}

export interface BareBuildRequest {
  readonly contextDir: string;
  /** `host:port/repo:tag` to push to. */
  readonly output: string;
  readonly insecureRegistry: string;
  /** Adds `--layers`, as gitshift's bud does: a diagnostic variant, not the peer. */
  readonly layers?: boolean;
}

/** One bare build and push in a storage directory of its own, removed afterwards. */
export async function bareBuildahBuild(request: BareBuildRequest): Promise<BareBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-bench-bare-'));
  try {
    const conf = join(dir, 'registries.conf');
    writeFileSync(
      conf,
      `unqualified-search-registries = ["docker.io"]\n\n[[registry]]\nlocation = ${JSON.stringify(request.insecureRegistry)}\ninsecure = true\n`,
    );
    const global = [
      '--registries-conf',
      conf,
      '--root',
      join(dir, 'root'),
      '--runroot',
      join(dir, 'run'),
      '--storage-driver',
      'vfs',
    ];
    const tag = 'localhost/gitshift-bench/bare:latest';
    const lines: StampedLine[] = [];
    const start = Date.now();
    await buildah(
      [
        ...global,
        'bud',
        '--isolation',
        'chroot',
        ...(request.layers === true ? ['--layers'] : []),
        '--tag',
        tag,
        request.contextDir,
      ],
      lines,
    );
    const built = Date.now();
    await buildah([...global, 'push', tag, `docker://${request.output}`], lines);
    const end = Date.now();
    return { budMs: built - start, pushMs: end - built, totalMs: end - start, lines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function buildah(args: readonly string[], lines: StampedLine[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('buildah', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    const take = (chunk: Buffer): void => {
      const at = Date.now();
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const text of parts) lines.push({ at, text });
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) => {
      if (pending !== '') lines.push({ at: Date.now(), text: pending });
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `buildah ${args.slice(args.indexOf('vfs') + 1).join(' ')} exited ${code}:\n${lines
              .slice(-20)
              .map((l) => l.text)
              .join('\n')}`,
          ),
        );
    });
  });
}
