/**
 * gitshift's own variables (GITSHIFT_GITHUB_SECRET, GITSHIFT_GIT_TOKEN,
 * GITSHIFT_TEMPLATE_SEED, ...) mean nothing to git or buildah, and some are
 * secrets that `/proc/<pid>/environ` of every child would show.
 */
export function isGitshiftVariable(name: string): boolean {
  return name.startsWith('GITSHIFT_');
}

/** The environment a child process gets: `env` without gitshift's own variables (a copy; `env` is not touched). */
export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !isGitshiftVariable(name)));
}
