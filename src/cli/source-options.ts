import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GitshiftError } from '../errors/index.js';
import { ConfigSource } from '../source/config-source.js';
import { writeSecretFile, type GitCredentials } from '../git/git-credentials.js';
import { parseRemoteUrl } from '../git/remote-url.js';
import { readDirectory } from '../snapshot/read-directory.js';
import type { Snapshot } from '../snapshot/snapshot.js';
import { directoryRevision } from './directory-revision.js';

/** The parseArgs options of commands that read a config repository from a directory or a URL. */
export const SOURCE_FLAGS = {
  ref: { type: 'string' },
  path: { type: 'string' },
  'token-file': { type: 'string' },
  username: { type: 'string' },
  'ssh-key': { type: 'string' },
  'known-hosts': { type: 'string' },
  'work-dir': { type: 'string' },
  'allow-full-fetch': { type: 'boolean' },
} as const;

/** The environment variable a token may come in, when no --token-file is given. */
export const TOKEN_ENV = 'GITSHIFT_GIT_TOKEN';

/** The `Options:` lines for SOURCE_FLAGS, shared by the commands' help. */
export const SOURCE_HELP = `  --ref BRANCH              with a URL: the branch to read (default: the
                            remote's default branch, else main)
  --path SUBDIR             the folder of the repository that holds
                            gitshift.yaml and projects/ (default: the root)
  --token-file FILE         with an HTTPS URL: a file holding the token
                            (default: the ${TOKEN_ENV} environment variable)
  --username NAME           with an HTTPS URL: the user for the token (default:
                            the URL's, else x-access-token)
  --ssh-key FILE            with an SSH URL: the private key to use
  --known-hosts FILE        with an SSH URL: accept only the host keys in FILE
  --work-dir DIR            with a URL: where the fetched repository is kept
                            (default: ~/.cache/gitshift/sources/<hash>)
  --allow-full-fetch        with a URL: fetch the whole history when the server
                            cannot fetch shallow (dumb HTTP), instead of failing
`;

/** What to say about the source: `<dir|url>` in usage lines, and how URLs work. */
export const SOURCE_USAGE = `<dir> is a config repository on disk; <url> a git remote (file://, https://,
ssh://, user@host:path) whose branch is fetched (shallow, that branch only)
into a cache and read at its head without a checkout. Credentials never
appear on command lines, in the environment of git's processes, or in output:
an HTTPS token is read from --token-file (or ${TOKEN_ENV}) by an askpass
script; a password in the URL itself is moved to such a file too.`;

type SourceValues = {
  readonly [K in keyof typeof SOURCE_FLAGS]?:
    ((typeof SOURCE_FLAGS)[K]['type'] extends 'boolean' ? boolean : string) | undefined;
};

export interface ConfigSnapshot {
  readonly snapshot: Snapshot;
  /** The revision to record for a sync: the fetched commit, or the directory's git revision. */
  revision(): Promise<string | undefined>;
}

export interface ReadSourceContext {
  readonly command: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Progress for a person, on stderr. */
  readonly say: (line: string) => void;
}

/** The config repository a command names: a directory as before, or a URL fetched into the cache. */
export async function readConfigSource(
  target: string,
  values: SourceValues,
  context: ReadSourceContext,
): Promise<ConfigSnapshot> {
  const remote = existsSync(target) ? undefined : parseRemoteUrl(target);
  if (remote === undefined) {
    const urlOnly = (
      ['ref', 'token-file', 'username', 'ssh-key', 'known-hosts', 'work-dir', 'allow-full-fetch'] as const
    ).filter((flag) => values[flag] !== undefined);
    if (urlOnly.length > 0) {
      throw new GitshiftError(
        'USAGE',
        `gitshift ${context.command}: --${urlOnly[0]} needs a repository URL, and ${target} is a directory`,
      );
    }
    const directory = values.path === undefined ? target : join(target, values.path);
    return { snapshot: readDirectory(directory), revision: () => directoryRevision(directory) };
  }
  return fetchSource(target, remote.url, values, context);
}

async function fetchSource(
  url: string,
  safeUrl: string,
  values: SourceValues,
  { env, say }: ReadSourceContext,
): Promise<ConfigSnapshot> {
  const workDir = values['work-dir'] ?? defaultWorkDir(safeUrl, values.ref, env);
  const fromEnv = env[TOKEN_ENV];
  const envTokenFile =
    values['token-file'] === undefined && fromEnv !== undefined && fromEnv !== ''
      ? writeSecretFile(workDir, 'env-token', fromEnv)
      : undefined;
  const credentials: GitCredentials = {
    username: values.username,
    tokenFile: values['token-file'] ?? envTokenFile,
    sshKeyFile: values['ssh-key'],
    knownHostsFile: values['known-hosts'],
  };
  const source = new ConfigSource({
    url,
    branch: values.ref,
    path: values.path,
    workDir,
    credentials,
    allowFullFetch: values['allow-full-fetch'],
    log: (event) => {
      if (event.type === 'full-fetch') say(event.message);
    },
  });
  try {
    const started = performance.now();
    await source.open();
    const update = await source.fetch();
    const snapshot = await source.snapshot(update.head);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    say(
      `fetched ${source.url} branch ${source.branch} (${BRANCH_CHOICE[source.branchChoice]}) at ${update.head.slice(0, 12)} in ${seconds} s`,
    );
    return { snapshot, revision: () => Promise.resolve(update.head) };
  } finally {
    await source.stop();
    if (envTokenFile !== undefined) rmSync(envTokenFile, { force: true });
  }
}

const BRANCH_CHOICE = {
  given: 'as given with --ref',
  'remote-default': "the remote's default branch",
  assumed: 'main: the remote names no default branch',
} as const;

/** `~/.cache/gitshift/sources/<hash>`: one cache per URL (without credentials) and branch. */
function defaultWorkDir(
  url: string,
  ref: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const cache = env['XDG_CACHE_HOME'] || join(env['HOME'] || homedir(), '.cache');
  const hash = createHash('sha256')
    .update(`${url}\n${ref ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return join(cache, 'gitshift', 'sources', hash);
}
