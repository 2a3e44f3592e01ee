/** One environment variable, build argument or label, in the order given. */
export interface NameValue {
  readonly name: string;
  readonly value: string;
}

/**
 * The pairs with later names overriding earlier ones, each name kept at its
 * first position: `[A=1, B=2, A=3]` → `[A=3, B=2]`, as both a shell and
 * a Dockerfile's ENV would end up seeing them.
 */
export function mergeByName(...lists: readonly (readonly NameValue[])[]): NameValue[] {
  const merged = new Map<string, string>();
  for (const list of lists) for (const { name, value } of list) merged.set(name, value);
  return [...merged].map(([name, value]) => ({ name, value }));
}
