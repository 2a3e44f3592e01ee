import type { ParseArgsConfig } from 'node:util';

/** parseArgs' `options` (@types/node names its type without exporting it). */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * What a command takes, for shell completion: the very options object its
 * parseArgs reads, so a flag added to a command is completed without a
 * second list to keep. A command carries it as its `spec` property.
 */
export interface CommandSpec {
  readonly options: CommandOptions;
  /** The words its first argument is one of, when they are a fixed set (`completion bash|zsh|fish`). */
  readonly choices?: readonly string[];
}
