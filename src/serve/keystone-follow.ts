import { GitshiftError } from '../errors/index.js';
import { createKeystoneDirectory } from '../identity/keystone-directory.js';
import { readProjectAssignments } from '../identity/keystone-project-assignments.js';
import type { KeystoneAssignment } from '../model/generated/index.js';
import { describeAssignmentChange } from '../model/keystone-assignments.js';
import type { Manifest } from '../model/manifest.js';
import type { RepositoryModel } from '../model/project-model.js';
import { typedObject } from '../model/typed-object.js';
import type { Logger } from '../observability/logger.js';
import { isAborted, sleep, SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import { canonicalJson } from '../yaml/values/lossless-json.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import type { DesiredRevision } from './desired-state.js';
import { perKeystoneSettings, serviceUserClient } from './keystone-client-for.js';

/** How soon to look again while there is nothing to follow yet: no revision, no keystone block, following off. */
const IDLE_CHECK_MS = 30_000;
const BEFORE_FIRST_LOAD_MS = 1000;

export interface KeystoneFollowOptions {
  readonly current: () => DesiredRevision | undefined;
  /** serve's write-back: resolves with the commits once they are on the remote. */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  /** Whether this replica writes (the leader, or the only one). */
  readonly leads: () => boolean;
  readonly clock?: Clock;
  readonly log: Logger;
}

/** One project's follow: the Project to edit, the Keystone project and what Git says of it now. */
interface FollowedProject {
  readonly project: string;
  readonly keystoneProject: string;
  readonly manifest: Manifest;
  readonly written: readonly KeystoneAssignment[];
}

export interface FollowRound {
  /** The projects whose assignments changed, with what changed: `shop: +alice(member,reader) -bob`. */
  readonly changes: string[];
  readonly commits: string[];
}

export interface KeystoneFollow {
  /** Follows now and then every keystone.followInterval, until stop(). */
  start(): void;
  /** One round now, for tests and for a caller that knows Keystone changed. */
  followNow(signal?: AbortSignal): Promise<FollowRound>;
  stop(): Promise<void>;
}

/**
 * serve's follow of Keystone projects: for each Project naming
 * spec.keystone.project, the project's role assignments are read as the
 * service user and, when they differ from spec.keystone.assignments, written
 * there in one write-back commit for the round, so the RoleBindings rendered
 * from them change through Git like everything else. A Keystone that cannot
 * be asked, a project it does not know or an edit write-back refuses leaves
 * the file as it is (bindings are never taken away for want of an answer)
 * and is logged; the next round tries again.
 */
export function openKeystoneFollow(options: KeystoneFollowOptions): KeystoneFollow {
  const { current, write, leads, clock = SYSTEM_CLOCK, log } = options;
  const directoryFor = perKeystoneSettings((settings) =>
    createKeystoneDirectory(serviceUserClient(settings, log), { clock }),
  );
  const stopping = new AbortController();
  let running: Promise<void> | undefined;

  const followNow = async (signal?: AbortSignal): Promise<FollowRound> => {
    const revision = current();
    const settings = revision?.model.settings.keystone;
    if (revision === undefined || settings === undefined) return { changes: [], commits: [] };
    const directory = directoryFor(settings);
    const edits: WriteBackEdit[] = [];
    const changes: string[] = [];
    for (const followed of followedProjects(revision.model)) {
      const read = await readProjectAssignments(directory, settings.domain, followed.keystoneProject, signal);
      if (!read.found) {
        log.warn(
          { project: followed.project, keystoneProject: followed.keystoneProject, reason: read.reason },
          'keystone-follow-skipped',
        );
        continue;
      }
      if (read.elsewhere.length > 0)
        log.info(
          { project: followed.project, keystoneProject: followed.keystoneProject, left: read.elsewhere },
          'keystone-follow-other-domains',
        );
      const change = describeAssignmentChange(followed.written, read.assignments);
      if (change.length === 0 && canonicalJson(followed.written) === canonicalJson(read.assignments))
        continue;
      edits.push(assignmentsEdit(followed, read.assignments));
      changes.push(`${followed.project}: ${change.join(' ') || 'reordered'}`);
    }
    if (edits.length === 0) return { changes, commits: [] };
    const commits = await write(edits, {
      source: 'keystone',
      event: 'role assignments',
      summary: followSummary(changes),
    });
    log.info({ changes, commit: commits.map((c) => c.slice(0, 12)) }, 'keystone-follow-committed');
    return { changes, commits };
  };

  /** Whether a round is due now (something to follow, and this replica writes), and how long to wait after it. */
  const schedule = (): { follow: boolean; waitMs: number } => {
    if (current() === undefined) return { follow: false, waitMs: BEFORE_FIRST_LOAD_MS };
    const settings = current()?.model.settings.keystone;
    if (settings === undefined || settings.followIntervalMs === 0)
      return { follow: false, waitMs: IDLE_CHECK_MS };
    return { follow: leads(), waitMs: settings.followIntervalMs };
  };

  const loop = async (): Promise<void> => {
    const { signal } = stopping;
    while (!signal.aborted) {
      const { follow, waitMs } = schedule();
      if (follow) {
        try {
          await followNow(signal);
        } catch (error) {
          if (isAborted(error)) return;
          log.warn(
            { error: error instanceof Error ? error.message : String(error), retryInMs: waitMs },
            'keystone-follow-failed',
          );
        }
      }
      try {
        await sleep(clock, waitMs, signal, 'the next Keystone follow');
      } catch (error) {
        if (isAborted(error)) return;
        throw error;
      }
    }
  };

  return {
    start: () => {
      running ??= loop().catch((error: unknown) => {
        log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'keystone-follow-stopped',
        );
      });
    },
    followNow,
    stop: async () => {
      stopping.abort(new GitshiftError('ABORTED', 'serve is stopping'));
      await running;
    },
  };
}

/** Every Project that names spec.keystone.project, in a project without errors (one with errors is never rendered). */
export function followedProjects(model: RepositoryModel): FollowedProject[] {
  return model.projects.flatMap((folder) => {
    if (folder.blocked) return [];
    const manifest = folder.manifests.find((m) => m.openshiftKind === 'Project');
    const keystone = manifest === undefined ? undefined : typedObject(manifest, 'Project').spec?.keystone;
    if (manifest === undefined || keystone === undefined) return [];
    return [
      {
        project: folder.name,
        keystoneProject: keystone.project,
        manifest,
        written: keystone.assignments ?? [],
      },
    ];
  });
}

function assignmentsEdit(followed: FollowedProject, assignments: KeystoneAssignment[]): WriteBackEdit {
  return {
    type: 'field',
    file: followed.manifest.source.file,
    selector: { kind: followed.manifest.kind, name: followed.manifest.name },
    path: ['spec', 'keystone', 'assignments'],
    value: assignments,
  };
}

/** "follow Keystone role assignments: shop: +alice(member,reader); web: -bob", cut to one readable line. */
function followSummary(changes: readonly string[]): string {
  const line = `follow Keystone role assignments: ${changes.join('; ')}`;
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}
