import type { CommandSpec } from './command-spec.js';
import { failureExit } from './exit-code.js';
import { EXIT_OK, EXIT_USAGE, type CommandIO } from './io.js';

export const MAIN_HELP = `gitshift — the OpenShift 3 application model on any Kubernetes cluster, from Git.

Usage: gitshift <command> [options]

Commands:
  validate <dir>                check a config repository and print every problem
  render <dir>                  render a config repository to plain Kubernetes objects
  plan <dir|url>                show what a sync would change in a cluster
  sync <dir|url>                apply a config repository to a cluster, and prune
  status                        show each synced project's revision, health, last error and drift
  serve                         run the daemon: track the config repository, reconcile, take
                                webhooks, commit image updates to Git
  rollback <project>/<dc>       roll a DeploymentConfig back by a commit to the config repository
  deploy <project>/<dc> --latest
                                commit the newest image of a DeploymentConfig's manual triggers
  start-build <project>/<bc>    start a build (of a commit, or of an uploaded directory, file or
                                archive); --follow its log, --wait for its end
  builds [project]              list builds: phase, cause, commit, duration, reason
  build-logs <project>/<build>  print a build's log; --follow streams it
  cancel-build <project>/<build>
                                cancel a queued or running build
  containers run|list|inspect|logs|stop|rm
                                containers in a project: each run, stop and rm a commit
  completion bash|zsh|fish      print a shell completion script
  version                       show gitshift's version (also --version)

The build commands talk to serve's authenticated HTTP API (--server URL and
--token-file FILE, or GITSHIFT_SERVER and GITSHIFT_TOKEN_FILE): serve owns the
build queue, the run policy and the live logs. The Build records are in the
cluster too: kubectl get builds.gitshift.io -n <project>.

Output is coloured on a terminal, never with -o json or NO_COLOR set
(FORCE_COLOR=1 colours a pipe); long syncs and waits show a progress bar on
stderr when it is a terminal.

Run 'gitshift <command> --help' for the options of a command.
`;

/** A command, and what it takes (its `spec`), for shell completion. */
type Command = ((args: readonly string[], io: CommandIO) => number | Promise<number>) & {
  readonly spec?: CommandSpec;
};

/**
 * Each command's module is loaded only when that command runs: `validate`
 * need not load the Kubernetes client, the webhook server or Git's.
 */
export const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  validate: async () => (await import('./validate-command.js')).validateCommand,
  render: async () => (await import('./render-command.js')).renderCommand,
  plan: async () => (await import('./plan-command.js')).planCommand,
  sync: async () => (await import('./sync-command.js')).syncCommand,
  status: async () => (await import('./status-command.js')).statusCommand,
  serve: async () => (await import('./serve-command.js')).serveCommand,
  deploy: async () => (await import('./deploy-command.js')).deployCommand,
  rollback: async () => (await import('./rollback-command.js')).rollbackCommand,
  'start-build': async () => (await import('./start-build-command.js')).startBuildCommand,
  builds: async () => (await import('./builds-command.js')).buildsCommand,
  'build-logs': async () => (await import('./build-logs-command.js')).buildLogsCommand,
  'cancel-build': async () => (await import('./cancel-build-command.js')).cancelBuildCommand,
  containers: async () => (await import('./containers-command.js')).containersCommand,
  completion: async () => (await import('./completion-command.js')).completionCommand,
  version: async () => (await import('./version-command.js')).versionCommand,
};

/** Runs one command line; returns the exit status. Errors become a message on stderr, never a stack trace. */
export async function main(argv: readonly string[], io: CommandIO): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(MAIN_HELP);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '--version') return main(['version', ...args], io);
  // Own keys only: `gitshift constructor` must be an unknown command, not Object's constructor.
  const loadCommand = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (loadCommand === undefined) {
    io.stderr.write(`gitshift: unknown command '${name}'\n\n${MAIN_HELP}`);
    return EXIT_USAGE;
  }
  const command = await loadCommand();
  try {
    return await command(args, { ...io, env: io.env ?? process.env });
  } catch (error) {
    const failure = failureExit(error, name);
    if (failure === undefined) throw error;
    io.stderr.write(`${failure.message}\n`);
    return failure.exitCode;
  }
}
