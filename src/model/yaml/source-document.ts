import type { Document, LineCounter } from 'yaml';

/** One YAML document of a file, kept with its syntax tree so problems can point at lines. */
export interface SourceDocument {
  /** Repository-relative path of the file. */
  readonly file: string;
  /** 0-based position of the document in its file. */
  readonly index: number;
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** The plain value of the document. */
  readonly value: unknown;
}
