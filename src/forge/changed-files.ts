/** GitHub lists at most this many files of a pull request. */
export const GITHUB_PULL_FILES_CAP = 3000;

export interface ListedFile {
  readonly filename: string;
  /** Set for a rename: the path the file had before. */
  readonly previous_filename?: string | undefined;
}

/**
 * The paths a PR changes, both sides of a rename, and whether the listing is
 * whole: not when GitHub's cap was reached, nor when the forge said the PR
 * changes more files (`changedFiles`, from the PR itself) than it listed.
 */
export function changedPaths(
  files: readonly ListedFile[],
  changedFiles: number | undefined,
  cap: number | undefined,
): { readonly paths: readonly string[]; readonly complete: boolean } {
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file.filename);
    if (file.previous_filename !== undefined && file.previous_filename !== '')
      paths.add(file.previous_filename);
  }
  const capped = cap !== undefined && files.length >= cap;
  const short = changedFiles !== undefined && files.length < changedFiles;
  return { paths: [...paths].sort(), complete: !capped && !short };
}
