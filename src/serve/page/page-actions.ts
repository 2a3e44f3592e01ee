import type { IncomingMessage } from 'node:http';
import { checkLabelName, checkSubdomainName } from '../../model/names.js';
import type { FormRefusal } from './form-body.js';

/** What a page form asks for, as the API call it forwards to. */
export interface PageAction {
  /** "Resync of shop", for the answer page. */
  readonly label: string;
  readonly apiPath: string;
  /** Where the answer page links back to. */
  readonly back: string;
}

/** The page's action forms by their /ui/actions/<kind> path. */
export type ActionKind = 'sync' | 'build';

export function isActionKind(kind: string): kind is ActionKind {
  return kind === 'sync' || kind === 'build';
}

/** The API call a posted form stands for, or why the form is wrong (400). Pure. */
export function formAction(kind: ActionKind, form: URLSearchParams): PageAction | FormRefusal {
  const project = form.get('project') ?? '';
  const badProject = checkLabelName(project, 'project');
  if (badProject !== undefined) return { status: 400, reason: badProject.message };
  const back = `/ui/projects/${project}`;
  if (kind === 'sync')
    return { label: `Resync of ${project}`, apiPath: `/api/v1/projects/${project}/sync`, back };
  const buildConfig = form.get('buildConfig') ?? '';
  const badBuildConfig = checkSubdomainName(buildConfig, 'BuildConfig');
  if (badBuildConfig !== undefined) return { status: 400, reason: badBuildConfig.message };
  return {
    label: `A build of ${buildConfig}`,
    apiPath: `/api/v1/projects/${project}/buildconfigs/${buildConfig}/builds`,
    back,
  };
}

/** What the API answered a forwarded action. */
export interface ActionOutcome {
  readonly status: number;
  readonly message: string;
}

/**
 * Sends the action to this same server's API, on the address the form came
 * in on, with the form's token in `credentials` (page-access.ts
 * forwardedCredentials: an API token as `Authorization: Bearer`, a Keystone
 * token as `X-Auth-Token`): the API decides, exactly as for a script calling it.
 */
export async function forwardAction(
  req: IncomingMessage,
  action: PageAction,
  credentials: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<ActionOutcome> {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  const response = await fetch(`http://${host}:${localPort}${action.apiPath}`, {
    method: 'POST',
    headers: { ...credentials },
    signal,
  });
  return { status: response.status, message: apiMessage(await response.text()) };
}

/** The API's `{error}` or `{message}`, else its scalar fields ("project: shop, queued: true"), else its text cut short. */
export function apiMessage(text: string): string {
  const parsed = parseJson(text);
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const fields = parsed as Record<string, unknown>;
    const error = fields['error'];
    if (typeof error === 'string') return error;
    // The API's refusals: {error: {code, message}}.
    if (
      typeof error === 'object' &&
      error !== null &&
      typeof (error as { message?: unknown }).message === 'string'
    )
      return (error as { message: string }).message;
    if (typeof fields['message'] === 'string') return fields['message'];
    const scalars = Object.entries(fields).filter(([, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value),
    );
    if (scalars.length > 0) return scalars.map(([key, value]) => `${key}: ${String(value)}`).join(', ');
  }
  return text.trim().slice(0, 300);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the caller shows the text as it came.
    return undefined;
  }
}
