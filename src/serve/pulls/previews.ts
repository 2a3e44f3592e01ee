import type { Forge } from '../../forge/forge.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { PreviewSettings } from '../../model/settings.js';
import {
  admitPreviews,
  forkGate,
  previewKey,
  previewNamespace,
  previewTargets,
  pullKey,
  sourceBuilds,
  withPreviewImage,
  type PreviewKey,
  type PreviewOf,
  type RenderedPreview,
  type SweepVerdict,
} from '../../previews/index.js';
import type { PreviewLine } from '../../pulls/plan-comment-input.js';
import type { RenderedProject } from '../../render/render-repository.js';
import type { Clock } from '../../runtime/index.js';
import type { PullRequestEvent } from '../../webhooks/webhook-event.js';
import type { DesiredRevision } from '../desired-state.js';
import type { Approvals } from './approvals.js';
import { deletePreview, deletePullPreviews, livePreviews, sweepPreviews } from './preview-cleanup.js';
import { deployPreview, previewHealth } from './preview-deploy.js';
import type { PullRevision } from './pull-source.js';
import { isSameRepository } from '../same-repository.js';
import { renderRepository } from '../../render/render-repository.js';
import type { PreviewBuildService } from '../../builds/build-service.js';
import { buildFor } from './preview-builds.js';

export interface PreviewsDeps {
  readonly api: KubeApi;
  readonly forge: Forge;
  readonly clock: Clock;
  readonly log: Logger;
  /** The tracked branch's loaded revision: its gitshift.yaml decides previews, never the PR's own. */
  readonly current: () => DesiredRevision | undefined;
  readonly approvals: Approvals;
  /** Builds from a PR's head, for source repositories' previews; undefined: no source previews. */
  readonly builds: PreviewBuildService | undefined;
}

/** Previews deployed for a push, and how to read their health again while they start. */
export interface DeployedPreviews {
  readonly lines: readonly PreviewLine[];
  /** Rereads the health of what was deployed: lines in the same order. */
  readonly health: (signal: AbortSignal) => Promise<readonly PreviewLine[]>;
  /** Whether any preview is still starting. */
  readonly settling: boolean;
}

/** Warnings remembered so as not to repeat them; past this many, they may be said again. */
const KEPT_SAID_LIMIT = 1000;

const NONE: DeployedPreviews = { lines: [], health: () => Promise.resolve([]), settling: false };

/** The preview work of serve: deploy a PR's previews, remove them, sweep. */
export interface PullPreviews {
  /** A config PR's previews of the projects it changes, from its loaded head. */
  deployConfig(
    event: PullRequestEvent,
    lastPush: number,
    revision: PullRevision,
    changed: readonly string[],
    signal: AbortSignal,
  ): Promise<DeployedPreviews>;
  /**
   * A source repository's PR: the projects whose BuildConfigs build this
   * repository get a preview built from the PR's head (pushed as `pr-<n>`,
   * never written back) and deployed. `progress` hears the lines while the
   * builds run.
   */
  deploySource(
    event: PullRequestEvent,
    lastPush: number,
    progress: (lines: readonly PreviewLine[]) => Promise<void>,
    signal: AbortSignal,
  ): Promise<DeployedPreviews>;
  /** Deletes every preview of the PR (and cancels its preview builds); lines saying so. */
  remove(event: PullRequestEvent, signal: AbortSignal): Promise<readonly PreviewLine[]>;
  /** Deletes previews whose PR is closed or past the TTL, and says which and why; nothing when the tracked branch's gitshift.yaml did not load. */
  sweep(signal: AbortSignal): Promise<readonly SweepVerdict[]>;
}

export function openPullPreviews(deps: PreviewsDeps): PullPreviews {
  const { api, log } = deps;
  /** The settings in force, or undefined: none loaded yet, or gitshift.yaml has errors (never read as "previews off"). */
  const settingsNow = (): PreviewSettings | undefined => {
    const desired = deps.current();
    if (desired === undefined || desired.model.blocked) return undefined;
    return desired.model.settings.previews;
  };
  /** Previews kept for an unknown PR state, with the reason, already warned about. */
  const keptSaid = new Set<string>();
  /** The config repository's name, which labels its previews: '' before a revision loads (then nothing is found). */
  const owner = (): string => deps.current()?.model.settings.name ?? '';

  return {
    async deployConfig(event, lastPush, revision, changed, signal) {
      const settings = settingsNow();
      if (settings === undefined || !settings.enabled) return NONE;
      const repository = event.repository.fullName;
      const { targets } = previewTargets({
        settings,
        pull: { on: 'config', changed },
        projects: revision.model.projects,
      });
      const alive = await livePreviews(api, owner(), signal);
      // A project the PR no longer changes (a change reverted) loses its preview.
      for (const stale of alive.filter(
        (p) => p.repository === repository && p.number === event.number && !targets.includes(p.project),
      ))
        await deletePreview(api, stale, signal);
      if (targets.length === 0) return NONE;
      const gate = forkGate({
        fork: event.head.fork,
        approved: deps.approvals.has(pullKey(repository, event.number)),
        settings,
      });
      if (gate.gate === 'needs-approval')
        return {
          ...NONE,
          lines: targets.map((project) => ({
            project,
            namespace: previewNamespace(settings, project, event.number),
            urls: [],
            state: 'needs-approval',
            message: gate.reason,
          })),
        };
      const wanted: PreviewKey[] = targets.map((project) => ({ repository, number: event.number, project }));
      const admission = admitPreviews(wanted, alive, settings.maxConcurrent);
      const waiting = new Map(admission.wait.map((w) => [previewKey(w.preview), w.reason]));
      const of: PreviewOf = {
        repository,
        number: event.number,
        headSha: revision.commit,
        lastPush: new Date(lastPush).toISOString(),
        prUrl: event.htmlUrl,
        fork: event.head.fork,
        owner: owner(),
      };
      const deployed: { project: string; preview: RenderedPreview | undefined; line: PreviewLine }[] = [];
      for (const key of wanted) {
        const namespace = previewNamespace(settings, key.project, key.number);
        const reason = waiting.get(previewKey(key));
        if (reason !== undefined) {
          deployed.push({
            project: key.project,
            preview: undefined,
            line: { project: key.project, namespace, urls: [], state: 'waiting', message: reason },
          });
          continue;
        }
        const rendered = revision.rendered.projects.find((p) => p.name === key.project);
        deployed.push({
          project: key.project,
          ...(await deployOne(rendered, key.project, namespace, of, settings, signal)),
        });
      }
      log.info(
        {
          pull: pullKey(repository, event.number),
          previews: deployed.map((d) => `${d.line.namespace}:${d.line.state}`),
        },
        'previews-deployed',
      );
      return settled(deployed);
    },

    async deploySource(event, lastPush, progress, signal) {
      const settings = settingsNow();
      const desired = deps.current();
      if (settings === undefined || desired === undefined || !settings.enabled || deps.builds === undefined)
        return NONE;
      const builds = sourceBuilds(desired.model.projects.filter((p) => !p.blocked)).filter(
        (b) =>
          (b.ref === undefined || b.ref === event.base.ref) &&
          isSameRepository(b.uri, [
            event.repository.cloneUrl,
            event.repository.sshUrl,
            event.repository.htmlUrl,
          ]),
      );
      if (builds.length === 0) return NONE;
      const repository = event.repository.fullName;
      const { targets } = previewTargets({
        settings,
        pull: { on: 'source', building: builds.map((b) => b.project) },
        projects: desired.model.projects,
      });
      if (targets.length === 0) return NONE;
      const gate = forkGate({
        fork: event.head.fork,
        approved: deps.approvals.has(pullKey(repository, event.number)),
        settings,
      });
      const namespaceOf = (project: string): string => previewNamespace(settings, project, event.number);
      if (gate.gate === 'needs-approval')
        return {
          ...NONE,
          lines: targets.map((project) => ({
            project,
            namespace: namespaceOf(project),
            urls: [],
            state: 'needs-approval',
            message: gate.reason,
          })),
        };
      const alive = await livePreviews(api, owner(), signal);
      const wanted: PreviewKey[] = targets.map((project) => ({ repository, number: event.number, project }));
      const admission = admitPreviews(wanted, alive, settings.maxConcurrent);
      const waiting = new Map(admission.wait.map((w) => [previewKey(w.preview), w.reason]));
      const going = wanted.filter((k) => !waiting.has(previewKey(k)));
      const line = (project: string, state: PreviewLine['state'], message?: string): PreviewLine => ({
        project,
        namespace: namespaceOf(project),
        urls: [],
        state,
        ...(message === undefined ? {} : { message }),
      });
      const waitingLines = admission.wait.map((w) => line(w.preview.project, 'waiting', w.reason));
      await progress([...going.map((k) => line(k.project, 'building')), ...waitingLines]);
      const of: PreviewOf = {
        repository,
        number: event.number,
        headSha: event.head.sha,
        lastPush: new Date(lastPush).toISOString(),
        prUrl: event.htmlUrl,
        fork: event.head.fork,
        owner: owner(),
      };
      const deployed: { project: string; preview: RenderedPreview | undefined; line: PreviewLine }[] = [];
      for (const { project } of going) {
        const built = await buildFor(
          deps.builds,
          builds.filter((b) => b.project === project),
          event,
          deps.clock,
          signal,
        );
        if ('failure' in built) {
          deployed.push({ project, preview: undefined, line: line(project, 'failed', built.failure) });
          continue;
        }
        let model = desired.model.projects.find((p) => p.name === project);
        for (const image of built.images)
          model = model === undefined ? undefined : withPreviewImage(model, image.output, image.image);
        const rendered =
          model === undefined
            ? undefined
            : renderRepository({ ...desired.model, projects: [model] }).projects.find(
                (p) => p.name === project,
              );
        deployed.push({
          project,
          ...(await deployOne(rendered, project, namespaceOf(project), of, settings, signal)),
        });
      }
      deployed.push(...waitingLines.map((l) => ({ project: l.project, preview: undefined, line: l })));
      log.info(
        {
          pull: pullKey(repository, event.number),
          previews: deployed.map((d) => `${d.line.namespace}:${d.line.state}`),
        },
        'previews-deployed',
      );
      return settled(deployed);
    },

    async remove(event, signal) {
      const cancelled = (await deps.builds?.cancelPreview(event.repository.fullName, event.number)) ?? 0;
      if (cancelled > 0)
        log.info(
          { pull: pullKey(event.repository.fullName, event.number), cancelled },
          'preview-builds-cancelled',
        );
      const deleted = await deletePullPreviews(api, owner(), event.repository.fullName, event.number, signal);
      deps.approvals.remove(pullKey(event.repository.fullName, event.number));
      if (deleted.length > 0)
        log.info(
          {
            pull: pullKey(event.repository.fullName, event.number),
            namespaces: deleted.map((p) => p.namespace),
          },
          'previews-deleted',
        );
      return deleted.map((p) => ({
        project: p.project,
        namespace: p.namespace,
        urls: [],
        state: 'deleted' as const,
        message: event.merged ? 'the pull request was merged' : 'the pull request was closed',
      }));
    },

    async sweep(signal) {
      const settings = settingsNow();
      if (settings === undefined) return [];
      const verdicts = await sweepPreviews(
        { api, owner: owner(), forge: deps.forge, settings, now: new Date(deps.clock.now()) },
        signal,
      );
      for (const verdict of verdicts)
        if (verdict.action === 'delete')
          log.info({ namespace: verdict.preview.namespace, reason: verdict.reason }, 'preview-swept');
        else if (verdict.reason.startsWith("the pull request's state is unknown")) {
          // Said once per preview and reason: a sweep every few seconds would repeat it for as long as the forge is down.
          const said = `${verdict.preview.namespace}\n${verdict.reason}`;
          if (!keptSaid.has(said))
            log.warn({ namespace: verdict.preview.namespace, reason: verdict.reason }, 'preview-kept');
          if (keptSaid.size >= KEPT_SAID_LIMIT) keptSaid.clear();
          keptSaid.add(said);
        }
      return verdicts.filter((v) => v.action === 'delete');
    },
  };

  async function deployOne(
    rendered: RenderedProject | undefined,
    project: string,
    namespace: string,
    of: PreviewOf,
    settings: PreviewSettings,
    signal: AbortSignal,
  ): Promise<{ preview: RenderedPreview | undefined; line: PreviewLine }> {
    if (rendered === undefined)
      return {
        preview: undefined,
        line: {
          project,
          namespace,
          urls: [],
          state: 'failed',
          message: 'the project did not render at the PR head',
        },
      };
    try {
      return await deployPreview(api, { rendered, of, settings }, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return {
        preview: undefined,
        line: { project, namespace, urls: [], state: 'failed', message: (error as Error).message },
      };
    }
  }

  function settled(
    deployed: readonly { project: string; preview: RenderedPreview | undefined; line: PreviewLine }[],
  ): DeployedPreviews {
    const lines = deployed.map((d) => d.line);
    return {
      lines,
      settling: lines.some((l) => l.state === 'deploying'),
      health: (signal) =>
        Promise.all(
          deployed.map(async (d) =>
            d.preview === undefined || d.line.state === 'failed'
              ? d.line
              : previewHealth(api, d.preview, d.project, signal),
          ),
        ),
    };
  }
}
