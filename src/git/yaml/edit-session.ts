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
  private readonly changed = new Set<string>();

  constructor(private readonly files: ConfigFiles) {}

  /** Paths of the files below a folder, as ConfigFiles lists them. */
  list(folder: string): readonly string[] {
    return this.files.list(folder);
  }

  /** The parsed file, or undefined when there is none; a file that is not YAML is a typed error naming it. */
  open(path: string): EditableYaml | undefined {
    const cached = this.parsed.get(path);
    if (cached !== undefined) return cached;
    const text = this.files.read(path);
    if (text === undefined) return undefined;
    const file = parseEditableYaml(path, text);
    this.parsed.set(path, file);
    return file;
  }

  /** Records that an edit changed the file's documents. */
  markChanged(path: string): void {
    this.changed.add(path);
  }

  /** The new text of every changed file. */
  print(): Map<string, string> {
    const out = new Map<string, string>();
    for (const path of this.changed) {
      const file = this.parsed.get(path);
      if (file !== undefined) out.set(path, printEditedFile(file, file.text));
    }
    return out;
  }
}

/** What an edit did: the file it is about, and whether it changed anything. */
export interface EditResult {
  readonly file: string;
  readonly changed: boolean;
}
