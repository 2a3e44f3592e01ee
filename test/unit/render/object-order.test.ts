import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kindRank } from '../../../src/render/object-order.js';

const ranks: [string, number][] = [
  ['Namespace', 1],
  ['Service', 3],
  ['Widget', 4],
  // Names of Object.prototype's members are kinds like any other unknown kind, not inherited values.
  ['constructor', 4],
  ['__proto__', 4],
  ['toString', 4],
  ['hasOwnProperty', 4],
];
for (const [kind, rank] of ranks) {
  test(`the apply rank of kind ${kind} is ${rank}`, () => {
    assert.is(kindRank(kind), rank);
  });
}

test.run();
