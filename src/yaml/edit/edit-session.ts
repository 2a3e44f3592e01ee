import { GitshiftError } from '../../errors/index.js';
import type { ConfigFiles } from './config-files.js';
import { parseEditableYaml, printEditedFile, type EditableYaml } from './editable-yaml.js';

/**
 * The files of one batch of edits: each file is parsed once, edited in place
 * by every edit of the batch, and printed once at the end. Parsing and the
 * formatting-preserving print cost far more than an edit itself, so a batch
 * of fifty edits to one file costs about as much as one.
 */
export class YamlEditSession {
  private readonly parsed = new Map<string, EditableYaml>();
  /** Changed files, and the fields the edits set in each, for messages. */
  private readonly changed = new Map<string, string[]>();

  constructor(private readonly files: ConfigFiles) {}

  /** Paths of the files below a folder, as ConfigFiles lists them. */
  list(folder: string): readonly string[] {
    return this.files.list(folder);
  }

  /** The parsed file, or undefined when there is none; a file that is not YAML (a `.json` one not JSON) is a typed error naming it. */
  open(path: string): EditableYaml | undefined {
    const cached = this.parsed.get(path);
    if (cached !== undefined) return cached;
    const text = this.files.read(path);
    if (text === undefined) return undefined;
    const file = parseEditableYaml(path, text);
    this.parsed.set(path, file);
    return file;
  }

  /** Records that an edit changed the file's documents, setting `field` (`spec.replicas`). */
  markChanged(path: string, field: string): void {
    this.changed.set(path, [...(this.changed.get(path) ?? []), field]);
  }

  /**
   * The new text of every changed file. A file that gitshift's loader would
   * refuse after the edits is a typed error (WRITEBACK_RESULT_INVALID).
   */
  print(): Map<string, string> {
    const { printed, refused } = this.printChecked();
    const [first] = refused.values();
    if (first !== undefined) throw first;
    return printed;
  }

  /** The new text of every changed file the loader reads as the edits meant, and the refusal of each other one. */
  printChecked(): { printed: Map<string, string>; refused: Map<string, GitshiftError> } {
    const printed = new Map<string, string>();
    const refused = new Map<string, GitshiftError>();
    for (const [path, fields] of this.changed) {
      const file = this.parsed.get(path);
      if (file === undefined) continue;
      try {
        printed.set(path, printEditedFile(file, file.text, fields));
      } catch (error) {
        if (!(error instanceof GitshiftError && error.code === 'WRITEBACK_RESULT_INVALID')) throw error;
        refused.set(path, error);
      }
    }
    return { printed, refused };
  }
}

/** What an edit did: the file it is about, and whether it changed anything. */
export interface EditResult {
  readonly file: string;
  readonly changed: boolean;
}
