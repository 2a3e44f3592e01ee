import type { CommandIO } from './io.js';
import { startProgressBar, terminalStyle } from './terminal/index.js';

export interface UploadProgress {
  readonly onProgress: (sent: number, total: number) => void;
  /** Wipes the bar (a terminal) once the upload has ended, well or not; nothing for lines. */
  readonly clear: () => void;
}

/**
 * Upload progress on stderr: on a terminal a bar of the bytes sent; elsewhere
 * a line at each quarter of the bytes, so a log file gets four lines and a
 * person sees the upload move, not a line per chunk.
 */
export function uploadProgress(io: CommandIO, what: string, signal: AbortSignal): UploadProgress {
  if (terminalStyle(io).progressBar) {
    const bar = startProgressBar({ stream: io.stderr, unit: 'bytes sent', signal });
    return {
      onProgress: (sent, total) => {
        bar.update({ done: sent, total, doing: `uploading ${what}` });
      },
      clear: () => {
        bar.clear();
      },
    };
  }
  return { onProgress: uploadProgressLines(io, what), clear: () => undefined };
}

function uploadProgressLines(io: CommandIO, what: string): (sent: number, total: number) => void {
  let quarter = 0;
  return (sent, total) => {
    const reached = total === 0 ? 4 : Math.floor((sent / total) * 4);
    if (reached <= quarter) return;
    quarter = reached;
    io.stderr.write(
      `uploading ${what}: ${sent} of ${total} bytes sent (${Math.round((sent / Math.max(total, 1)) * 100)}%)\n`,
    );
  };
}
