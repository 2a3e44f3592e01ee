import type { FieldPath } from './field-path.js';

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface LocateOptions {
  /** Point at the key of the last segment instead of its value (for unknown fields). Default: false. */
  readonly key?: boolean;
}

/** One YAML document of a file: its value, and where each of its fields is. */
export interface SourceDocument {
  /** Repository-relative path of the file. */
  readonly file: string;
  /** 0-based position of the document in its file. */
  readonly index: number;
  /** The plain value of the document. */
  readonly value: unknown;
  /**
   * The line and column of a field. When the path goes further than the
   * document does (a missing field), the deepest node that exists is used.
   */
  locate(path: FieldPath, options?: LocateOptions): Position;
}
