/**
 * Whether `value` nests lists and maps more than `max` levels deep. Walked
 * with a stack of its own, not recursion, so a deep value cannot exhaust the
 * call stack here as it would in any recursive reader after this one.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}
