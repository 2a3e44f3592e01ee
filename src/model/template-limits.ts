/**
 * How much Template processing may produce. A Template can reference a large
 * parameter many times, so a file well under the 1 MiB file cap could expand to
 * gigabytes; what it would produce is counted before it is built.
 *
 * Sizes are counted as the objects' compact JSON in UTF-8 (escapes not
 * counted), close to what is sent to the API server.
 */
export interface TemplateLimits {
  /**
   * Largest object one Template may produce. The API server refuses requests
   * over 3 MiB and etcd objects over about 1.5 MiB, so an object over 1 MiB
   * could hardly be applied anyway. Default: 1 MiB.
   */
  readonly maxTemplateObjectBytes?: number | undefined;
  /**
   * Most bytes all Templates of one project may produce together, so a project
   * cannot hold a render's memory hostage with many objects each under the
   * per-object limit. 16 MiB is several times what a large real project
   * renders, and small enough to hold, render and print at once. Default: 16 MiB.
   */
  readonly maxTemplateProjectBytes?: number | undefined;
}

export const DEFAULT_MAX_TEMPLATE_OBJECT_BYTES = 1024 * 1024;
export const DEFAULT_MAX_TEMPLATE_PROJECT_BYTES = 16 * 1024 * 1024;
