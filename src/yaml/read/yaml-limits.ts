export interface YamlLimits {
  /**
   * Largest file read, in bytes. Larger files are reported, not parsed.
   * Default: 1 MiB.
   */
  readonly maxFileBytes?: number;
  /**
   * Most alias expansions allowed in one document, so that a "billion laughs"
   * document cannot exhaust memory. Default: 64.
   */
  readonly maxAliasCount?: number;
  /**
   * Most levels of lists and maps in one document. Kubernetes objects nest a
   * few dozen (a CRD's schema the most); a deeper document would exhaust the
   * reader's call stack at a depth that depends on the machine, so it is
   * refused at a depth that does not. Default: 256.
   */
  readonly maxDepth?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
export const DEFAULT_MAX_ALIAS_COUNT = 64;
export const DEFAULT_MAX_DEPTH = 256;
