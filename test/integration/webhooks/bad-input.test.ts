/**
 * Bad input, table-driven (issue 6 item 6): each case sends one real HTTP
 * request to a fresh handler and asserts its status, its reason, that the
 * sink received nothing, and that the log holds no secret or signature.
 * Cases that need the rest of serve ("tag for an unknown repository", "tag
 * missing from the registry") are serve's, which resolves tags.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DOCKERHUB_SECRET,
  GENERIC_SECRETS,
  GITHUB_SECRET,
  post,
  REGISTRY_SECRET,
  startHandler,
  type RunningHandler,
} from './webhook-harness.js';
import { BAD_WEBHOOK_CASES as cases, BC_SECRET, type BadWebhookCase as Case } from './bad-input-cases.js';

const SECRETS = [
  GITHUB_SECRET,
  DOCKERHUB_SECRET,
  REGISTRY_SECRET,
  BC_SECRET,
  ...Object.values(GENERIC_SECRETS).flat(),
];

async function runCase(c: Case): Promise<void> {
  const options = {
    rateLimits: { github: false, dockerhub: false, registry: false, generic: false },
    ...c.options,
  } as const;
  let running: RunningHandler = await startHandler(options);
  try {
    if (c.deliverFirst !== undefined) {
      const first = await post(running.url, c.deliverFirst.path, c.deliverFirst.request);
      assert.is(first.status, 202, `the first delivery is accepted: ${JSON.stringify(first.json)}`);
      if (c.restart === true) {
        await running.stop(false);
        running = await startHandler(options, running.stateDir);
      }
    }
    for (let i = 0; i < (c.warmUp ?? 0); i++) await post(running.url, c.path, c.request);
    const before = running.events.length;
    const answer = await post(running.url, c.path, c.request);
    assert.is(
      answer.status,
      answer.status === c.status ? c.status : -1,
      `status ${answer.status} ${JSON.stringify(answer.json)}`,
    );
    if (c.reason !== undefined) assert.match(String(answer.json['error']), c.reason);
    if (c.outcome !== undefined) assert.is(answer.json['status'], c.outcome);
    assert.is(answer.headers['content-type'], 'application/json; charset=utf-8');
    if (c.status === 429) assert.match(String(answer.headers['retry-after']), /^\d+$/);
    if (c.status === 405) assert.is(answer.headers['allow'], 'POST');
    assert.is(running.events.length, before, 'the sink received nothing');
    const logged = JSON.stringify(running.logs);
    for (const secret of SECRETS) assert.not.ok(logged.includes(secret), 'no secret in the log');
    assert.not.match(logged, /sha256=[0-9a-f]{8}/i, 'no signature in the log');
  } finally {
    await running.stop();
  }
}

test(`at least 100 bad-input cases`, () => {
  assert.ok(cases.length >= 100, `${cases.length} cases`);
  assert.is(new Set(cases.map((c) => c.name)).size, cases.length, 'case names are unique');
});

for (const c of cases) test(`${c.name} → ${c.status}`, () => runCase(c));

test.run();
