/** What the image updates have done so far, as GET /status shows it. */
export interface ImageUpdateStatus {
  readonly inFlight: number;
  readonly committed: number;
  readonly ignored: number;
  readonly failed: number;
  /** The last edit write-back dropped (a push's or a scheduled import's), with its code and reason. */
  readonly lastWriteBackFailure?: { readonly code: string; readonly message: string; readonly at: string };
}

/** Counts of pushes and imports by what came of them, and the last edit write-back dropped. */
export class ImageUpdateTally {
  committed = 0;
  ignored = 0;
  failed = 0;
  private lastWriteBackFailure: { code: string; message: string; at: string } | undefined;

  writeBackFailed(code: string, message: string, at: Date): void {
    this.lastWriteBackFailure = { code, message, at: at.toISOString() };
  }

  status(inFlight: number): ImageUpdateStatus {
    const { committed, ignored, failed, lastWriteBackFailure } = this;
    return {
      inFlight,
      committed,
      ignored,
      failed,
      ...(lastWriteBackFailure === undefined ? {} : { lastWriteBackFailure }),
    };
  }
}
