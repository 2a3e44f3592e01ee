import { isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import { isAmbiguousPlainScalar } from './yaml-11-boolean.js';

/**
 * Makes every string an edit wrote under `node` — keys and values, at any
 * depth — double-quoted when its plain form would read back as something
 * else: a Docker tag `on` is a boolean to YAML 1.1 readers (and refused by
 * gitshift's own loader), `1.10` a number, `~` a null. `yaml` quotes only what
 * its YAML 1.2 core schema would misread; the rule here is the loader's own
 * (isAmbiguousPlainScalar). Only what the edit created or set is walked, so
 * the lines a person wrote keep their spelling.
 */
export function quoteAmbiguousStrings(node: unknown): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      pair.key = quotedKey(pair.key);
      quoteAmbiguousStrings(pair.value);
    }
  } else if (isSeq(node)) {
    for (const item of node.items) quoteAmbiguousStrings(item);
  } else if (isPair(node)) {
    node.key = quotedKey(node.key);
    quoteAmbiguousStrings(node.value);
  } else if (isScalar(node)) {
    const { type, value } = node;
    if (
      typeof value === 'string' &&
      (type === undefined || type === Scalar.PLAIN) &&
      isAmbiguousPlainScalar(value)
    )
      node.type = Scalar.QUOTE_DOUBLE;
  }
}

/** `YAMLMap.set` keeps a new key as a bare string, which prints plain: such a key becomes a quoted node. */
function quotedKey(key: unknown): unknown {
  if (typeof key !== 'string') {
    quoteAmbiguousStrings(key);
    return key;
  }
  if (!isAmbiguousPlainScalar(key)) return key;
  const node = new Scalar(key);
  node.type = Scalar.QUOTE_DOUBLE;
  return node;
}
