import type { IncomingHttpHeaders } from 'node:http';
import type { KeystoneAccess } from '../../identity/keystone-access.js';
import type { Caller, ProjectAccess } from '../../identity/project-access.js';
import { mapBounded } from '../../runtime/index.js';
import { checkBearer } from './bearer-token.js';

export interface AccessInput {
  /** The request changes something (a POST): it always needs a token. */
  readonly action: boolean;
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The tokens serve accepts now; none turns actions off. */
  readonly tokens: readonly string[];
  /** Reads are open to anyone (api.anonymousRead). */
  readonly anonymousRead: boolean;
}

export type AccessVerdict =
  { readonly allow: true } | { readonly allow: false; readonly status: 401 | 403; readonly reason: string };

/**
 * Who may do what on /api/v1: reads are open when anonymousRead is on, and
 * otherwise need a token like actions do. With no tokens configured nothing
 * that needs one can be done, whatever the caller sends: 403, saying how to
 * turn it on. A missing or wrong token is a 401 saying what is wrong with
 * the header (bearer-token.ts), never which token came close.
 */
export function judgeAccess({ action, authorization, tokens, anonymousRead }: AccessInput): AccessVerdict {
  if (!action && anonymousRead) return { allow: true };
  if (tokens.length === 0)
    return {
      allow: false,
      status: 403,
      reason: action
        ? 'actions are off: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)'
        : 'reads need a token (api.anonymousRead is false) and serve has none: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)',
    };
  const bearer = checkBearer(authorization, tokens);
  return bearer.ok ? { allow: true } : { allow: false, status: 401, reason: bearer.reason };
}

/** Who a shared API token is, in the commits its requests make. */
export const API_TOKEN_CALLER: Caller = {
  name: 'api-token',
  email: 'api-token@gitshift.invalid',
  via: 'api-token',
};

const NO_CREDENTIALS =
  'no credentials: send Authorization: Bearer <API token> or X-Auth-Token: <Keystone token>';

export interface ProjectAccessOptions {
  /** The API tokens serve accepts now (read from its token files on every request). */
  readonly tokens: () => readonly string[];
  /** The judge of Keystone tokens for the revision loaded now; undefined: gitshift.yaml names no Keystone. */
  readonly keystone: () => KeystoneAccess | undefined;
}

/**
 * Who may do what in which project (identity/project-access.ts): a shared
 * API token in `Authorization: Bearer` may do everything; a Keystone token
 * in `X-Auth-Token` what its roles give it in the project
 * (identity/keystone-access.ts). A request that sends an Authorization
 * header is judged by it alone. With neither kind of credential configured
 * nothing is let in: 403, saying how to turn it on.
 */
export function createProjectAccess({ tokens, keystone }: ProjectAccessOptions): ProjectAccess {
  return {
    judge: async (headers, project, role, signal) => {
      const accepted = tokens();
      const judge = keystone();
      if (headers.authorization !== undefined && headers.authorization.trim() !== '') {
        if (accepted.length === 0)
          return {
            allow: false,
            status: judge === undefined ? 403 : 401,
            reason:
              'serve takes no API tokens (give serve an api.tokenFile); send a Keystone token as X-Auth-Token',
          };
        const bearer = checkBearer(headers.authorization, accepted);
        return bearer.ok
          ? { allow: true, caller: API_TOKEN_CALLER }
          : { allow: false, status: 401, reason: bearer.reason };
      }
      const keystoneToken = singleHeader(headers['x-auth-token']);
      if (keystoneToken !== undefined)
        return judge === undefined
          ? {
              allow: false,
              status: 401,
              reason: 'serve takes no Keystone tokens: gitshift.yaml names no keystone',
            }
          : judge.judge(keystoneToken, project, role, signal);
      if (accepted.length === 0 && judge === undefined)
        return {
          allow: false,
          status: 403,
          reason:
            'nothing lets a caller in: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE), or name a keystone in gitshift.yaml',
        };
      return { allow: false, status: 401, reason: NO_CREDENTIALS };
    },
  };
}

export interface RouteAccessInput {
  readonly action: boolean;
  /** The project the route is about; undefined for reads across projects (status, events, the build list). */
  readonly project: string | undefined;
  readonly headers: IncomingHttpHeaders;
  /** Reads are open to anyone (api.anonymousRead). */
  readonly anonymousRead: boolean;
  readonly access: ProjectAccess;
  /** Whether a Keystone is configured (gitshift.yaml): without one the API answers as it always did. */
  readonly keystone: boolean;
  readonly tokens: readonly string[];
  /** The route is the project list: a Keystone token gets the projects it may view. */
  readonly listsProjects?: boolean;
}

export type RouteAccessVerdict =
  | {
      readonly allow: true;
      readonly caller: Caller | undefined;
      /** Only these of the projects may be shown (a Keystone token's list); absent: all. */
      readonly visible?: (projects: readonly string[]) => Promise<ReadonlySet<string>>;
    }
  | { readonly allow: false; readonly status: 401 | 403; readonly reason: string };

/**
 * Access to an /api/v1 route. Reads are open with anonymousRead. A
 * project's routes are judged per project: reads need `view`, actions
 * `edit`, from an API token or a Keystone token. The project list shows a
 * Keystone token the projects it may view. Other reads across projects
 * (events, previews, every build) need an API token: a Keystone token is
 * let into the projects it has a role in, and those reads would tell it of
 * the others. Without a Keystone configured
 * and without an X-Auth-Token header, judgeAccess answers as it did before
 * Keystone tokens existed.
 */
export async function judgeRouteAccess(
  input: RouteAccessInput,
  signal?: AbortSignal,
): Promise<RouteAccessVerdict> {
  const { action, project, headers, anonymousRead, access, keystone, tokens } = input;
  if (!action && anonymousRead) return { allow: true, caller: undefined };
  const sendsKeystoneToken = headers['x-auth-token'] !== undefined && headers.authorization === undefined;
  if (!keystone && !sendsKeystoneToken) {
    const verdict = judgeAccess({ action, authorization: headers.authorization, tokens, anonymousRead });
    return verdict.allow ? { allow: true, caller: API_TOKEN_CALLER } : verdict;
  }
  if (project !== undefined) return access.judge(headers, project, action ? 'edit' : 'view', signal);
  if (sendsKeystoneToken && input.listsProjects === true) return keystoneProjectList(access, headers, signal);
  if (sendsKeystoneToken)
    return {
      allow: false,
      status: 403,
      reason:
        'reads across projects need an API token (or api.anonymousRead); a Keystone token reads the projects it has a role in: /api/v1/projects lists them, /api/v1/projects/<name> reads one',
    };
  const verdict = judgeAccess({ action, authorization: headers.authorization, tokens, anonymousRead });
  return verdict.allow ? { allow: true, caller: API_TOKEN_CALLER } : verdict;
}

/** Keystone lookups at once while a project list is judged: each may be a request to Keystone. */
const LIST_JUDGEMENTS_AT_ONCE = 8;

/**
 * The project list for a Keystone token: the token is checked first (401
 * when it is not valid, whatever the projects), then each project judged
 * as its own read would be, and only those it may view are listed. The
 * answers are cached per token and project (keystone-access.ts), so the
 * next list asks Keystone nothing new within the cache's bound.
 */
async function keystoneProjectList(
  access: ProjectAccess,
  headers: IncomingHttpHeaders,
  signal: AbortSignal | undefined,
): Promise<RouteAccessVerdict> {
  // No project is named '': the judgement says only whether the token is valid (403 when it is).
  const checked = await access.judge(headers, '', 'view', signal);
  if (!checked.allow && checked.status === 401) return checked;
  return {
    allow: true,
    caller: checked.allow ? checked.caller : undefined,
    visible: async (projects) => {
      const verdicts = await mapBounded(projects, LIST_JUDGEMENTS_AT_ONCE, (name) =>
        access.judge(headers, name, 'view', signal),
      );
      return new Set(projects.filter((_, i) => verdicts[i]?.allow === true));
    },
  };
}

/** A header's value; sent twice it is both joined, which no token validation takes. */
function singleHeader(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(', ') : value).trim();
}
