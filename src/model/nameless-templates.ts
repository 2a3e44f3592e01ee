/**
 * Names for the Templates of one file that have no `metadata.name`. `oc
 * process` needs no name; gitshift names a Template so that TemplateValues can
 * name it and its generated values stay its own. The first is named after the
 * file's stem (`router.yaml`: `router`), the next `router-2`, `router-3`… in
 * document order (list items in order), so that several nameless Templates in
 * one file never collide, and each keeps its name while the ones before it stay.
 */
export function namelessTemplateNamer(file: string): () => string {
  const stem = fileStem(file);
  let count = 0;
  return () => {
    count += 1;
    return count === 1 ? stem : `${stem}-${count}`;
  };
}

/** `projects/shop/router.yaml` → `router`. */
export function fileStem(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
