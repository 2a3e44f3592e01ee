import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { maskCredentials } from './mask-credentials.js';

export type { Logger };

/** `json`: one JSON object per line, for log collectors. `pretty`: coloured lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Field names whose values are secrets wherever they appear (top level or one
 * object down): tokens, passwords, webhook secrets, Authorization and Cookie
 * headers. Their values are replaced by `***`, as maskCredentials does.
 */
export const REDACTED_PATHS: readonly string[] = [
  'token',
  'password',
  'secret',
  'authorization',
  'cookie',
  '*.token',
  '*.password',
  '*.secret',
  '*.authorization',
  '*.cookie',
  'headers["x-hub-signature-256"]',
  'req.headers.authorization',
  'req.headers.cookie',
  // Keystone tokens: the caller's and, in a validation, the subject's.
  'headers["x-auth-token"]',
  'headers["x-subject-token"]',
  'req.headers["x-auth-token"]',
  'req.headers["x-subject-token"]',
];

export interface CreateLoggerOptions {
  /** Default: 'info'. */
  readonly level?: LogLevel;
  /** Default: 'json'. */
  readonly format?: LogFormat;
  /** Where lines go (serve: stderr). */
  readonly destination: DestinationStream;
}

/**
 * The one logger of a process, made once in the entry point and handed down;
 * components take `logger.child({ component })`, per-project work
 * `child({ project })`. Secrets leave by `redact` (named fields) and by the
 * log formatter (credentials inside URL strings, e.g. `https://user:token@host`),
 * so no call site masks by hand. pino-pretty is loaded only for `pretty`.
 */
export async function createLogger({
  level = 'info',
  format = 'json',
  destination,
}: CreateLoggerOptions): Promise<Logger> {
  const stream = format === 'pretty' ? await prettyStream(destination) : destination;
  return pino(loggerOptions(level), stream);
}

/** The options every gitshift logger shares: levels, redaction, URL masking, no pid or hostname. */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: null,
    redact: { paths: [...REDACTED_PATHS], censor: '***' },
    serializers: { err: (error: Error) => maskStrings(pino.stdSerializers.err(error), 0) },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => maskStrings(object, 0) as Record<string, unknown>,
    },
    hooks: {
      // The message string too: an error message can quote a remote URL with its credentials.
      logMethod(args, method) {
        const [first] = args;
        // `log.warn(error)`: pino would take the raw message as the line's msg.
        if (args.length === 1 && first instanceof Error) {
          method.call(this, { err: first }, maskCredentials(first.message));
          return;
        }
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskCredentials(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}

/** `--log-format`, else pretty on a terminal and JSON lines everywhere else. */
export function chooseLogFormat(requested: string | undefined, isTerminal: boolean): LogFormat {
  if (requested === 'json' || requested === 'pretty') return requested;
  return isTerminal ? 'pretty' : 'json';
}

/** Deep enough for the fields gitshift logs; a cycle or a deeper value is left as it is. */
const MASK_DEPTH = 4;

function maskStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskCredentials(value);
  if (depth >= MASK_DEPTH || typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskStrings(item, depth + 1)]));
}

async function prettyStream(destination: DestinationStream): Promise<DestinationStream> {
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    translateTime: 'HH:MM:ss.l',
    ignore: 'component',
    messageFormat: '{if component}{component}: {end}{msg}',
  });
  // Synchronous, line by line, into the same destination JSON lines would go to.
  return { write: (line: string) => destination.write(prettify(line)) };
}
