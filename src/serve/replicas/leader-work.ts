import type { ServerResponse, IncomingMessage } from 'node:http';
import type { Logger } from '../../observability/logger.js';
import type { OpenedBuilds } from '../builds/builds.js';
import type { ImageUpdates } from '../image-updates.js';
import type { Pulls } from '../pulls/pulls.js';

/** How long the builds' records may take to be read when the lead is taken. */
const BUILDS_OPEN_TIMEOUT_MS = 30_000;

export interface LeaderWorkParts {
  readonly builds: Pick<OpenedBuilds, 'runner' | 'stop'>;
  readonly images: Pick<ImageUpdates, 'start' | 'stop'>;
  /** Opens pull request work (plans, previews, sweeps), when a forge is configured. */
  readonly openPulls: () => Promise<Pulls | undefined>;
  /** Build triggers catch up with the loaded revision (ConfigChange builds never built). */
  readonly revisionLoaded: () => void;
  readonly log: Logger;
}

/**
 * What only the leader does, started when it takes the lead and stopped
 * (each part once) when it loses it or serve stops: scheduled imports and
 * write-back, builds (whose records a new leader takes over, marking those
 * a dead leader ran as interrupted), and pull request work. Image pushes and
 * build triggers reach it through the inbox.
 */
export class LeaderWork {
  #pulls: Pulls | undefined;
  #started = false;
  #stops = new Map<string, Promise<void>>();

  constructor(private readonly parts: LeaderWorkParts) {}

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const { builds, images, openPulls, revisionLoaded, log } = this.parts;
    await builds.runner.open(AbortSignal.timeout(BUILDS_OPEN_TIMEOUT_MS));
    images.start();
    this.#pulls = await openPulls();
    revisionLoaded();
    log.info({ pulls: this.#pulls !== undefined }, 'leader-work-started');
  }

  /** The pull request work while leading. */
  pulls(): Pulls | undefined {
    return this.#pulls;
  }

  /** What /pulls/ answers here: the leader's plans, or 503 naming why on a follower. */
  handlePulls(req: IncomingMessage, res: ServerResponse): void {
    if (this.#pulls !== undefined) {
      this.#pulls.handle(req, res);
      return;
    }
    const body = 'this serve replica is not the leader: pull request plans are served by the leader\n';
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  /** Each part stops once, whether the lead was lost first or serve stops. */
  stopPulls(): Promise<void> {
    return this.#once('pulls', async () => this.#pulls?.stop());
  }

  stopBuilds(): Promise<void> {
    return this.#once('builds', () => this.parts.builds.stop());
  }

  stopImages(signal?: AbortSignal): Promise<void> {
    return this.#once('images', () => this.parts.images.stop(signal));
  }

  /** Stops it all, letting what is in flight finish: in the order serve's shutdown uses. */
  async stop(writeBackGraceMs: number): Promise<void> {
    await this.stopPulls();
    await this.stopBuilds();
    await this.stopImages(AbortSignal.timeout(writeBackGraceMs));
  }

  #once(part: string, stop: () => Promise<void>): Promise<void> {
    let stopped = this.#stops.get(part);
    if (stopped === undefined) {
      stopped = stop();
      this.#stops.set(part, stopped);
    }
    return stopped;
  }
}
