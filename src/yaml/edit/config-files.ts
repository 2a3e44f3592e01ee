/** Read access to the files of a config repository, as the edits need it. */
export interface ConfigFiles {
  /** Paths of the files below a folder (any depth), relative to the repository root, sorted. */
  list(folder: string): readonly string[];
  /** The text of a file; undefined when there is none. */
  read(path: string): string | undefined;
}

/** The outcome of an edit on one file. `text` is the whole new file when `changed`. */
export interface FileEdit {
  readonly file: string;
  readonly changed: boolean;
  readonly text: string;
}

/** Files held in memory, for tests. */
export function configFilesFromMap(files: ReadonlyMap<string, string>): ConfigFiles {
  return {
    list: (folder) =>
      [...files.keys()].filter((path) => path.startsWith(`${folder.replace(/\/+$/, '')}/`)).sort(),
    read: (path) => files.get(path),
  };
}
