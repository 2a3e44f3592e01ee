/**
 * A line-based three-way merge (diff3). The `yaml` package re-prints a whole
 * document in its own style, so a semantic edit is made by printing the
 * document before (base) and after (edited) the change, and merging that
 * difference into the original text (ours): lines the edit did not touch keep
 * their exact spelling — comments, spacing, quoting, blank lines.
 */
export function mergeLines(
  base: readonly string[],
  ours: readonly string[],
  edited: readonly string[],
): string[] {
  const inOurs = matchIndexes(base, ours);
  const inEdited = matchIndexes(base, edited);
  const out: string[] = [];
  let o = 0;
  let a = 0;
  let b = 0;
  while (o < base.length || a < ours.length || b < edited.length) {
    if (o < base.length && inOurs[o] === a && inEdited[o] === b) {
      // Stable: all three agree on this line.
      out.push(ours[a] as string);
      o++;
      a++;
      b++;
      continue;
    }
    // The next base line both sides kept closes the unstable chunk.
    let next = o;
    while (next < base.length && (inOurs[next] === -1 || inEdited[next] === -1)) next++;
    const aEnd = next < base.length ? (inOurs[next] as number) : ours.length;
    const bEnd = next < base.length ? (inEdited[next] as number) : edited.length;
    const baseChunk = base.slice(o, next);
    const oursChunk = ours.slice(a, aEnd);
    const editedChunk = edited.slice(b, bEnd);
    out.push(...resolveChunk(baseChunk, oursChunk, editedChunk));
    o = next;
    a = aEnd;
    b = bEnd;
  }
  return out;
}

/**
 * Only formatting changed on our side: take the edit. Only the edit changed:
 * keep ours. The edit only added lines before or after: ours plus those lines.
 * Otherwise the edit wins, since its meaning is what must land.
 */
function resolveChunk(
  base: readonly string[],
  ours: readonly string[],
  edited: readonly string[],
): readonly string[] {
  if (sameLines(ours, base)) return edited;
  if (sameLines(edited, base)) return ours;
  if (ours.length === base.length && edited.length === base.length) {
    // Line for line: neighbouring lines changed by each side do not have to conflict.
    return base.map((line, i) => {
      const kept = ours[i] as string;
      const changed = edited[i] as string;
      return kept === line ? changed : changed === line ? kept : changed;
    });
  }
  if (edited.length > base.length) {
    const added = edited.length - base.length;
    if (sameLines(edited.slice(0, base.length), base)) return [...ours, ...edited.slice(base.length)];
    if (sameLines(edited.slice(added), base)) return [...edited.slice(0, added), ...ours];
  }
  return edited;
}

function sameLines(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((line, i) => line === y[i]);
}

// Above this many cells the merge is not worth its memory; callers then re-print the file.
const MAX_TABLE_CELLS = 16_000_000;

/**
 * For each line of `from`, the index of the line of `to` it is matched with
 * by a longest common subsequence, or -1. Common head and tail are matched
 * first, so the quadratic table covers only the part that differs.
 */
export function matchIndexes(from: readonly string[], to: readonly string[]): number[] {
  const match = new Array<number>(from.length).fill(-1);
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) {
    match[head] = head;
    head++;
  }
  let tail = 0;
  while (
    tail < from.length - head &&
    tail < to.length - head &&
    from[from.length - 1 - tail] === to[to.length - 1 - tail]
  ) {
    match[from.length - 1 - tail] = to.length - 1 - tail;
    tail++;
  }
  const n = from.length - head - tail;
  const m = to.length - head - tail;
  if (n === 0 || m === 0) return match;
  if ((n + 1) * (m + 1) > MAX_TABLE_CELLS) throw new RangeError('files too different to merge line by line');
  // lcs[i][j]: length of the longest common subsequence of from[head+i..] and to[head+j..].
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        from[head + i] === to[head + j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (from[head + i] === to[head + j]) {
      match[head + i] = head + j;
      i++;
      j++;
    } else if ((lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number)) i++;
    else j++;
  }
  return match;
}
