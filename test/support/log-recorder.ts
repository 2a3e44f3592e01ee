import { pino } from 'pino';
import { loggerOptions, type Logger } from '../../src/observability/logger.js';

/** One parsed JSON log line: `msg` is the event, the rest its fields. */
export type LogLine = Readonly<Record<string, unknown>> & { readonly msg: string; readonly level: string };

/** A real gitshift logger (levels, redaction, masking) whose lines are kept, parsed, in memory. */
export function recordingLogger(
  level: 'info' | 'debug' = 'debug',
  onLine: (line: LogLine) => void = () => undefined,
): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(loggerOptions(level), {
    write: (text: string) => {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      onLine(line);
    },
  });
  return { logger, lines };
}

/** serve's stderr as log lines; a line that is not JSON (a crash trace) is kept as its text in `msg`. */
export function parseLogLines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { msg: line, level: 'text' };
      }
    });
}
