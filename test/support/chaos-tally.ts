/**
 * The chaos harness's counting: which accepted registry pushes are in Git
 * once, missing or committed more than once (read from one `git log -p`),
 * what a plan still wants to change, percentiles, and the summary line.
 */

/** Nearest-rank percentile (p in 0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] ?? Number.NaN;
}

const COMMIT_LINE = /^commit ([0-9a-f]{40})$/;
const ADDED_DIGEST = /^\+.*\bimage: "?(sha256:[0-9a-f]{64})"?/;

/**
 * From `git log --format='commit %H' -p` text: for each digest, the commits
 * that added a line `image: <digest>`. A commit that moves an item (removes
 * and adds the same line) counts as adding it only when it adds more than it removes.
 */
export function commitsAddingDigests(logText: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  let commit = '';
  let balance = new Map<string, number>();
  const close = (): void => {
    for (const [digest, net] of balance)
      if (net > 0) {
        const commits = found.get(digest) ?? new Set<string>();
        commits.add(commit);
        found.set(digest, commits);
      }
    balance = new Map();
  };
  for (const line of logText.split('\n')) {
    const header = COMMIT_LINE.exec(line);
    if (header?.[1] !== undefined) {
      close();
      commit = header[1];
      continue;
    }
    const added = ADDED_DIGEST.exec(line);
    if (added?.[1] !== undefined) balance.set(added[1], (balance.get(added[1]) ?? 0) + 1);
    const removed = /^-.*\bimage: "?(sha256:[0-9a-f]{64})"?/.exec(line);
    if (removed?.[1] !== undefined && !line.startsWith('---'))
      balance.set(removed[1], (balance.get(removed[1]) ?? 0) - 1);
  }
  close();
  return found;
}

export interface PushCount {
  readonly accepted: number;
  /** Accepted (202) and in no commit. */
  readonly lost: readonly string[];
  /** Accepted and added by more than one commit. */
  readonly duplicated: readonly string[];
}

export function countPushes(
  accepted: readonly string[],
  commits: ReadonlyMap<string, ReadonlySet<string>>,
): PushCount {
  const unique = [...new Set(accepted)];
  return {
    accepted: unique.length,
    lost: unique.filter((digest) => (commits.get(digest)?.size ?? 0) === 0),
    duplicated: unique.filter((digest) => (commits.get(digest)?.size ?? 0) > 1),
  };
}

/** What `gitshift plan -o json` still wants to do: `project kind/name action`, one per object or prune. */
export function pendingChanges(planJson: unknown): string[] {
  const plan = planJson as {
    projects?: {
      project: string;
      objects?: { kind: string; name: string; namespace?: string; action: string }[];
      prunes?: { kind: string; name: string; action: string }[];
    }[];
    removed?: { project: string }[];
  };
  const pending: string[] = [];
  for (const project of plan.projects ?? []) {
    for (const o of project.objects ?? [])
      if (o.action !== 'unchanged') pending.push(`${project.project} ${o.kind}/${o.name} ${o.action}`);
    for (const p of project.prunes ?? [])
      if (p.action === 'prune') pending.push(`${project.project} ${p.kind}/${p.name} prune`);
  }
  for (const removed of plan.removed ?? []) pending.push(`${removed.project} removed`);
  return pending;
}

export interface ChaosFigures {
  readonly kills: number;
  /** A new serve started on the state directory and answered /readyz 200. */
  readonly recoveries: number;
  /** Kills after which everything converged within the time allowed. */
  readonly converged: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly orphans: number;
  /** Kill → converged, for the kills that converged. */
  readonly convergeMs: readonly number[];
}

/** The two closing lines of bench:chaos; the last is the exact shape. */
export function summaryLines(figures: ChaosFigures): [string, string] {
  const p50 = Math.round(percentile(figures.convergeMs, 50));
  const p99 = Math.round(percentile(figures.convergeMs, 99));
  return [
    `chaos: recoveries=${figures.recoveries} converge_p50=${p50}ms`,
    `chaos: kills=${figures.kills} converged=${figures.converged} lost=${figures.lost} duplicated=${figures.duplicated} orphans=${figures.orphans} converge_p99=${p99}ms`,
  ];
}
