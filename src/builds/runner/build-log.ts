/**
 * A running build's log in memory: capped, readable whole at any time, and
 * followed chunk by chunk. The cap keeps the head (what was built, from
 * what) and the tail (where it failed) and drops the middle, with a line
 * saying how much was dropped: OpenShift lost a build's log with its pod;
 * gitshift keeps this much of it in the cluster after the pod is gone.
 */
export class BuildLog {
  readonly #headLimit: number;
  readonly #tailLimit: number;
  #head = '';
  #tail = '';
  #dropped = 0;
  #finished = false;
  readonly #followers = new Set<(chunk: string | undefined) => void>();

  /** `limitBytes` is counted in UTF-16 code units, close enough to bytes for build output. */
  constructor(limitBytes: number) {
    this.#headLimit = Math.floor(limitBytes / 8);
    this.#tailLimit = limitBytes - this.#headLimit;
  }

  append(chunk: string): void {
    if (this.#finished || chunk === '') return;
    const whole = chunk;
    const roomInHead = this.#headLimit - this.#head.length;
    if (roomInHead > 0) {
      this.#head += chunk.slice(0, roomInHead);
      chunk = chunk.slice(roomInHead);
    }
    if (chunk !== '') {
      this.#tail += chunk;
      if (this.#tail.length > this.#tailLimit) {
        const cut = this.#tail.length - this.#tailLimit;
        this.#dropped += cut;
        this.#tail = this.#tail.slice(cut);
      }
    }
    for (const follower of this.#followers) follower(whole);
  }

  /** No more output: followers end. */
  finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    for (const follower of this.#followers) follower(undefined);
    this.#followers.clear();
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** Characters dropped from the middle so far. */
  get droppedBytes(): number {
    return this.#dropped;
  }

  /** The kept log, with a line where the middle was dropped. */
  text(): string {
    if (this.#dropped === 0) return this.#head + this.#tail;
    return `${this.#head}\n… ${this.#dropped} bytes of log dropped here to keep the log under its cap …\n${this.#tail}`;
  }

  /** Each chunk appended from now on, `undefined` once finished. Returns the unsubscribe. */
  follow(listener: (chunk: string | undefined) => void): () => void {
    if (this.#finished) {
      listener(undefined);
      return () => undefined;
    }
    this.#followers.add(listener);
    return () => this.#followers.delete(listener);
  }

  /**
   * The kept log, then, with `follow`, each chunk appended until the log
   * finishes or `signal` aborts (what a follower sees while a build runs).
   */
  async *read({
    follow,
    signal,
  }: {
    readonly follow: boolean;
    readonly signal: AbortSignal;
  }): AsyncIterable<string> {
    const pending: (string | undefined)[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = follow
      ? this.follow((chunk) => {
          pending.push(chunk);
          wake?.();
        })
      : () => undefined;
    const onAbort = (): void => wake?.();
    signal.addEventListener('abort', onAbort);
    try {
      const now = this.text();
      if (now !== '') yield now;
      if (!follow) return;
      for (;;) {
        while (pending.length > 0) {
          const chunk = pending.shift();
          if (chunk === undefined) return;
          yield chunk;
        }
        if (signal.aborted) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
    }
  }
}
