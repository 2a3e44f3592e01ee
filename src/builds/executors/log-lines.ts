/**
 * Cuts a build's output, arriving in chunks of any size, into whole lines:
 * each line goes to `emit` (with its newline) as soon as it is complete, and
 * the last `tailLines` are kept for the failure message.
 */
export class LogLines {
  private partial = '';
  private readonly kept: string[] = [];

  constructor(
    private readonly emit: (line: string) => void,
    private readonly tailLines = 40,
  ) {}

  /** Adds output; emits every line it completes. */
  write(chunk: string): void {
    const text = this.partial + chunk;
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  /** Emits what is left without a final newline, at the end of the output. */
  end(): void {
    if (this.partial === '') return;
    const rest = this.partial;
    this.partial = '';
    this.line(rest);
  }

  /** The last lines, without their newlines, oldest first. */
  tail(): readonly string[] {
    return this.kept;
  }

  private line(text: string): void {
    // buildah redraws progress with carriage returns: only what was drawn last is worth keeping.
    const line = text.slice(text.lastIndexOf('\r', text.length - 2) + 1).replace(/\r$/, '');
    this.kept.push(line);
    if (this.kept.length > this.tailLines) this.kept.shift();
    this.emit(`${line}\n`);
  }
}
