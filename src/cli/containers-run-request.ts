import type { ContainerRequest } from '../containers/index.js';
import { GitshiftError } from '../errors/index.js';

/** The flags of `gitshift containers run` that make its request. */
export interface RunFlags {
  readonly image?: string | undefined;
  readonly env?: readonly string[] | undefined;
  readonly workdir?: string | undefined;
  readonly cpu?: string | undefined;
  readonly memory?: string | undefined;
}

/**
 * The create request of `run <project>/<name> --image … [-- command…]`.
 * Only the shape is checked here (an image given, `NAME=VALUE` pairs): serve
 * checks the rest and says what is wrong with it.
 */
export function runRequestOf(name: string, flags: RunFlags, command: readonly string[]): ContainerRequest {
  if (flags.image === undefined || flags.image.trim() === '')
    throw new GitshiftError('USAGE', 'containers run needs --image IMAGE');
  const env = (flags.env ?? []).map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 1) throw new GitshiftError('USAGE', `--env '${pair}' must be NAME=VALUE`);
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  const resources = {
    ...(flags.cpu === undefined ? {} : { cpu: flags.cpu }),
    ...(flags.memory === undefined ? {} : { memory: flags.memory }),
  };
  return {
    name,
    image: flags.image,
    ...(command.length === 0 ? {} : { command: [...command] }),
    ...(env.length === 0 ? {} : { env }),
    ...(flags.workdir === undefined ? {} : { workingDir: flags.workdir }),
    ...(Object.keys(resources).length === 0 ? {} : { resources }),
  };
}
