import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkLabelName, checkSubdomainName } from '../../model/names.js';
import type { Logger } from '../../observability/logger.js';
import { SYSTEM_CLOCK, type Clock } from '../../runtime/index.js';
import type { RequestHandler } from '../http-server.js';
import type { StatusView } from '../view/status-view.js';
import { sendAsset } from './assets.js';
import { renderBuild } from './build-page.js';
import type { PageContext } from './components.js';
import { readForm } from './form-body.js';
import { openLiveStreams } from './live-stream.js';
import { loadBuild, loadOverview, loadProject } from './load-pages.js';
import { renderLogin, renderMessage } from './message-pages.js';
import { renderOverview } from './overview-page.js';
import { createPageAccess, forwardedCredentials } from './page-access.js';
import { formAction, forwardAction, isActionKind } from './page-actions.js';
import { renderProject } from './project-page.js';
import { sendHtml } from './respond.js';

export interface StatusPageOptions {
  readonly view: StatusView;
  /** Aborted when serve stops, before its HTTP server closes: ends the live streams that would hold the close. */
  readonly stop: AbortSignal;
  /** The API tokens: actions need one; reads too when `anonymousRead` is false. */
  readonly tokens: () => readonly string[];
  /** Whether anyone may read the page (`api.anonymousRead`). */
  readonly anonymousRead: boolean;
  /** Whether serve takes Keystone tokens now (gitshift.yaml names a keystone): actions may send one. Default: never. */
  readonly keystone?: (() => boolean) | undefined;
  /** The forge's page of a config repository commit. Default: none, revisions are not linked. */
  readonly commitLink?: ((sha: string) => string | undefined) | undefined;
  readonly log: Logger;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Live streams' heartbeat. Default: 15 s. */
  readonly heartbeatMs?: number;
}

/** How long a forwarded action may take before the page says so. */
const ACTION_TIMEOUT_MS = 30_000;

/**
 * The status page, GET / and everything under /ui/: server-rendered pages
 * from the StatusView, their two assets, the live stream, the sign-in form
 * (when reads need the token) and the action forms that forward to the API.
 */
export function createStatusPage(options: StatusPageOptions): RequestHandler {
  const { view, log, clock = SYSTEM_CLOCK } = options;
  const access = createPageAccess({ anonymousRead: options.anonymousRead, tokens: options.tokens, clock });
  const live = openLiveStreams({
    subscribe: (listener) => view.subscribe(listener),
    stop: options.stop,
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
  });
  const context = (): PageContext => ({
    now: new Date(clock.now()),
    commitLink: options.commitLink ?? (() => undefined),
    actionsEnabled: options.tokens().length > 0 || options.keystone?.() === true,
  });
  const now = (): number => clock.now();

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://page');
    const segments = url.pathname.split('/').slice(1);
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';

    if (segments[0] === 'ui' && segments[1] === 'assets' && reading && segments.length === 3)
      if (sendAsset(segments[2] ?? '', req, res)) return;
    if (url.pathname === '/ui/login' && method === 'POST') return signIn(req, res);
    if (segments[0] === 'ui' && segments[1] === 'actions' && segments.length === 3 && method === 'POST')
      return act(segments[2] ?? '', req, res);
    if (!reading)
      return sendHtml(res, 405, renderMessage('Not allowed', `${method} is not allowed here.`), {
        allow: 'GET',
      });
    if (!access.mayRead(req)) {
      if (url.pathname === '/ui/live') return void res.writeHead(401).end();
      return sendHtml(
        res,
        401,
        renderLogin(url.pathname === '/ui/login' ? '/' : `${url.pathname}${url.search}`),
      );
    }
    if (url.pathname === '/') {
      const from = url.searchParams.get('projects') ?? undefined;
      return sendHtml(res, 200, renderOverview(await loadOverview(view, from), context()));
    }
    if (url.pathname === '/ui/live') return live(req, res);
    if (url.pathname === '/ui/login')
      return sendHtml(res, 303, renderMessage('Signed in', 'You are signed in.'), { location: '/' });
    if (segments[1] === 'projects' && segments.length === 3) return projectPage(segments[2] ?? '', res);
    if (segments[1] === 'builds' && segments.length === 4)
      return buildPage(segments[2] ?? '', segments[3] ?? '', res);
    return notFound(res, `There is no page at ${url.pathname}.`);
  };

  const projectPage = async (name: string, res: ServerResponse): Promise<void> => {
    const model = checkLabelName(name) === undefined ? await loadProject(view, name) : undefined;
    if (model === undefined) return notFound(res, `serve knows no project ${name}.`);
    sendHtml(res, 200, renderProject(model, context()));
  };

  const buildPage = async (project: string, name: string, res: ServerResponse): Promise<void> => {
    const valid = checkLabelName(project) === undefined && checkSubdomainName(name) === undefined;
    const model = valid ? await loadBuild(view, project, name) : undefined;
    if (model === undefined) return notFound(res, `serve knows no build ${name} of ${project}.`);
    sendHtml(res, 200, renderBuild(model, context()));
  };

  const signIn = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const form = await readForm(req, now);
    if (!(form instanceof URLSearchParams)) return sendHtml(res, form.status, renderLogin('/', form.reason));
    const next = localPath(form.get('next') ?? '/');
    // Behind a TLS-terminating Route or proxy the browser speaks https: the cookie then never goes out in clear.
    const https = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    const outcome = access.signIn(form.get('token') ?? '', https);
    if (!outcome.ok) return sendHtml(res, 401, renderLogin(next, outcome.reason));
    sendHtml(res, 303, renderMessage('Signed in', 'You are signed in.', next), {
      location: next,
      'set-cookie': outcome.setCookie,
    });
  };

  const act = async (kind: string, req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!isActionKind(kind)) return notFound(res, `There is no action ${kind}.`);
    const form = await readForm(req, now);
    if (!(form instanceof URLSearchParams))
      return sendHtml(res, form.status, renderMessage('Refused', form.reason));
    const action = formAction(kind, form);
    if (!('apiPath' in action)) return sendHtml(res, action.status, renderMessage('Refused', action.reason));
    const token = (form.get('token') ?? '').trim();
    if (token === '')
      return sendHtml(
        res,
        401,
        renderMessage(
          `${action.label} refused`,
          'Actions need the API token: enter it in the form.',
          action.back,
        ),
      );
    const credentials = forwardedCredentials(token, options.tokens(), options.keystone?.() === true);
    const outcome = await forwardAction(req, action, credentials, AbortSignal.timeout(ACTION_TIMEOUT_MS));
    const ok = outcome.status >= 200 && outcome.status < 300;
    const title = ok ? `${action.label}: done` : `${action.label} refused`;
    log.info({ action: kind, status: outcome.status }, 'page-action');
    sendHtml(
      res,
      outcome.status,
      renderMessage(title, outcome.message || (ok ? 'Accepted.' : 'Refused.'), action.back),
    );
  };

  const notFound = (res: ServerResponse, message: string): void =>
    sendHtml(res, 404, renderMessage('Not found', message));

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      log.error({ err: error, path: req.url }, 'page-failed');
      if (res.headersSent) res.destroy(error as Error);
      else
        sendHtml(
          res,
          500,
          renderMessage('Something failed', `The page could not be made: ${(error as Error).message}`),
        );
    });
  };
}

/** A path on this server to go back to after signing in; anything else is `/`. */
function localPath(next: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/';
}
