import { checkLabelName, checkSubdomainName } from '../../model/names.js';

/** The build routes, after `/api/v1`. */
export type BuildRoute =
  | { readonly kind: 'list' }
  | { readonly kind: 'get'; readonly project: string; readonly name: string }
  | { readonly kind: 'log'; readonly project: string; readonly name: string }
  | { readonly kind: 'cancel'; readonly project: string; readonly name: string }
  | { readonly kind: 'start'; readonly project: string; readonly buildConfig: string };

/** The status view's routes: reads, and the one action on a project (resync now). */
export type StatusRoute =
  | { readonly kind: 'projects' }
  | { readonly kind: 'project'; readonly project: string }
  | { readonly kind: 'objects'; readonly project: string }
  | { readonly kind: 'sync'; readonly project: string }
  | { readonly kind: 'events' }
  | { readonly kind: 'previews' };

/** The containers' routes (containers-api.ts): create and list, inspect, logs, stop, delete. */
export type ContainerRoute =
  | { readonly kind: 'containers'; readonly project: string }
  | { readonly kind: 'container'; readonly project: string; readonly container: string }
  | { readonly kind: 'container-logs'; readonly project: string; readonly container: string }
  | { readonly kind: 'container-stop'; readonly project: string; readonly container: string };

/** Every path of the API, after `/api/v1`. */
export type ApiRoute = BuildRoute | StatusRoute | ContainerRoute;

/** Where a request goes, or why it goes nowhere (404, 405 with Allow, 400 for a bad name). */
export type RouteMatch =
  | { readonly status: 'found'; readonly route: ApiRoute; readonly action: boolean }
  | { readonly status: 'not-found'; readonly reason: string }
  | { readonly status: 'method-not-allowed'; readonly allow: string; readonly reason: string }
  | { readonly status: 'bad-name'; readonly reason: string };

export const API_PREFIX = '/api/v1/';

interface RouteShape {
  /** Segments after /api/v1; `:project`, `:name`, `:bc` and `:container` take a path segment. */
  readonly pattern: readonly string[];
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly route: (params: Readonly<Record<string, string>>) => ApiRoute;
}

const at = (params: Readonly<Record<string, string>>, key: string): string => params[key] ?? '';

const SHAPES: readonly RouteShape[] = [
  { pattern: ['projects'], method: 'GET', route: () => ({ kind: 'projects' }) },
  {
    pattern: ['projects', ':project'],
    method: 'GET',
    route: (p) => ({ kind: 'project', project: at(p, 'project') }),
  },
  {
    pattern: ['projects', ':project', 'objects'],
    method: 'GET',
    route: (p) => ({ kind: 'objects', project: at(p, 'project') }),
  },
  {
    pattern: ['projects', ':project', 'sync'],
    method: 'POST',
    route: (p) => ({ kind: 'sync', project: at(p, 'project') }),
  },
  { pattern: ['events'], method: 'GET', route: () => ({ kind: 'events' }) },
  { pattern: ['previews'], method: 'GET', route: () => ({ kind: 'previews' }) },
  { pattern: ['builds'], method: 'GET', route: () => ({ kind: 'list' }) },
  {
    pattern: ['projects', ':project', 'builds', ':name'],
    method: 'GET',
    route: (p) => ({ kind: 'get', project: at(p, 'project'), name: at(p, 'name') }),
  },
  {
    pattern: ['projects', ':project', 'builds', ':name', 'log'],
    method: 'GET',
    route: (p) => ({ kind: 'log', project: at(p, 'project'), name: at(p, 'name') }),
  },
  {
    pattern: ['projects', ':project', 'builds', ':name', 'cancel'],
    method: 'POST',
    route: (p) => ({ kind: 'cancel', project: at(p, 'project'), name: at(p, 'name') }),
  },
  {
    pattern: ['projects', ':project', 'buildconfigs', ':bc', 'builds'],
    method: 'POST',
    route: (p) => ({ kind: 'start', project: at(p, 'project'), buildConfig: at(p, 'bc') }),
  },
  ...(['GET', 'POST'] as const).map((method) => ({
    pattern: ['projects', ':project', 'containers'],
    method,
    route: (p: Readonly<Record<string, string>>): ApiRoute => ({
      kind: 'containers',
      project: at(p, 'project'),
    }),
  })),
  ...(['GET', 'DELETE'] as const).map((method) => ({
    pattern: ['projects', ':project', 'containers', ':container'],
    method,
    route: (p: Readonly<Record<string, string>>): ApiRoute => ({
      kind: 'container',
      project: at(p, 'project'),
      container: at(p, 'container'),
    }),
  })),
  {
    pattern: ['projects', ':project', 'containers', ':container', 'logs'],
    method: 'GET',
    route: (p) => ({ kind: 'container-logs', project: at(p, 'project'), container: at(p, 'container') }),
  },
  {
    pattern: ['projects', ':project', 'containers', ':container', 'stop'],
    method: 'POST',
    route: (p) => ({ kind: 'container-stop', project: at(p, 'project'), container: at(p, 'container') }),
  },
];

/**
 * Matches a method and a path (without its query) to a route. The shape is
 * matched first, then the method, then the names, so a typo in a path is a
 * 404, a GET on a POST route a 405, and `/projects/Shop/…` a 400 that says
 * which name breaks which rule. Names are not percent-decoded: a valid name
 * has nothing to encode, so `%` is refused like any other bad character.
 * Every POST and DELETE is an action (it changes something), which always needs a token.
 */
export function matchApiRoute(method: string, path: string): RouteMatch {
  if (!path.startsWith(API_PREFIX)) return { status: 'not-found', reason: `no such endpoint: ${path}` };
  const segments = path.slice(API_PREFIX.length).split('/');
  const shaped = SHAPES.flatMap((shape) => {
    const params = paramsOf(shape.pattern, segments);
    return params === undefined ? [] : [{ shape, params }];
  });
  const first = shaped[0];
  if (first === undefined) return { status: 'not-found', reason: `no such endpoint: ${path}` };
  const fitting = shaped.find(({ shape }) => shape.method === method);
  if (fitting === undefined) {
    const allow = [...new Set(shaped.map(({ shape }) => shape.method))].join(', ');
    return {
      status: 'method-not-allowed',
      allow,
      reason: `${method} is not allowed on ${path}; use ${allow}`,
    };
  }
  const badName = checkNames(fitting.params);
  if (badName !== undefined) return { status: 'bad-name', reason: badName };
  return {
    status: 'found',
    route: fitting.shape.route(fitting.params),
    action: fitting.shape.method !== 'GET',
  };
}

function paramsOf(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/** Why `name` is not a project's name (a namespace's: a DNS-1123 label), or undefined when it is one. */
export function checkProjectName(name: string): string | undefined {
  return checkLabelName(name, 'project')?.message;
}

/** A project is a namespace (DNS-1123 label); builds and BuildConfigs are DNS-1123 subdomains. */
function checkNames(params: Readonly<Record<string, string>>): string | undefined {
  const project = params['project'];
  const projectProblem = project === undefined ? undefined : checkProjectName(project);
  if (projectProblem !== undefined) return projectProblem;
  // A container is a Job whose name labels its pod: a DNS-1123 label.
  const container = params['container'];
  const containerProblem = container === undefined ? undefined : checkLabelName(container, 'container');
  if (containerProblem !== undefined) return containerProblem.message;
  for (const [key, kind] of [
    ['name', 'Build'],
    ['bc', 'BuildConfig'],
  ] as const) {
    const value = params[key];
    const problem = value === undefined ? undefined : checkSubdomainName(value, kind);
    if (problem !== undefined) return problem.message;
  }
  return undefined;
}
