import type { CommandIO } from './io.js';

/**
 * Upload progress on stderr: a line at each quarter of the bytes sent, so a
 * log file gets four lines and a person sees the upload move, not a line per chunk.
 */
export function uploadProgressLines(io: CommandIO, what: string): (sent: number, total: number) => void {
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
