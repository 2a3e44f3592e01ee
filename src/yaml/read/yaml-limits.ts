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
}

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
export const DEFAULT_MAX_ALIAS_COUNT = 64;
