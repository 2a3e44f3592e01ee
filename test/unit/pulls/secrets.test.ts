import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fullPlanText, planComment } from '../../../src/pulls/plan-comment.js';
import { planVerdict } from '../../../src/pulls/plan-verdict.js';
import { formatPlan, NO_COLOURS, planAsJson } from '../../../src/reconciler/format-plan.js';
import { stringifyJson } from '../../../src/yaml/values/lossless-json.js';
import { input, OLD_SECRET_BASE64, SECRET_BASE64, SECRET_PLAIN, webShopSync } from './plans.js';

test("a Secret's value never appears in the comment, the full plan, the status or the CLI's plan", () => {
  const sync = webShopSync();
  const pr = input({ sync });
  const outputs = {
    comment: planComment(pr),
    fullPlan: fullPlanText(pr),
    status: planVerdict(pr).description,
    cliText: formatPlan(sync, NO_COLOURS),
    cliJson: stringifyJson(planAsJson(sync), 2),
  };
  for (const [name, output] of Object.entries(outputs)) {
    for (const value of [SECRET_PLAIN, SECRET_BASE64, OLD_SECRET_BASE64, 'old-password'])
      assert.not.ok(output.includes(value), `${name} shows ${value}`);
  }
  // The key and the sizes are shown: a reviewer sees that the password changes.
  assert.ok(outputs.comment.includes('    data.password: REDACTED (12 bytes) → REDACTED (24 bytes)\n'));
  assert.ok(outputs.fullPlan.includes('data.password: REDACTED (12 bytes) → REDACTED (24 bytes)'));
  assert.match(outputs.comment, /last-applied-configuration: \(none\) → REDACTED \(\d+ bytes\)/);
});

test.run();
