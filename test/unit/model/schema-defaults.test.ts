import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withSchemaDefaults } from '../../../src/model/schema-defaults.js';
import { DEFAULT_TAG_HISTORY } from '../../../src/writeback/edits/set-image-stream-tag.js';

test('filling in the defaults leaves the validated value as it was parsed', () => {
  const parsed = { prune: { enabled: false }, registries: [{ name: 'r', url: 'https://r' }] };
  const before = structuredClone(parsed);
  const settings = withSchemaDefaults('Settings', parsed);
  assert.equal(parsed, before);
  assert.is(settings.prune.maxDeleteRatio, 0.5);
  assert.is(settings.registries[0]?.insecure, false);
  assert.is.not(settings.prune, parsed.prune);
});

test('each call gets defaults of its own, so one loaded value never shares an object with another', () => {
  const a = withSchemaDefaults('Settings', {});
  const b = withSchemaDefaults('Settings', {});
  assert.equal(a, b);
  assert.is.not(a.prune, b.prune);
  assert.is.not(a.registries, b.registries);
});

test('an exact int64 is filled in as the number validation judged it by', () => {
  const config = withSchemaDefaults('ServeConfig', {
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'ServeConfig',
    writeBack: { tagHistory: 7n },
  });
  assert.is(config.writeBack.tagHistory, 7);
});

test("the serve config's default tag history is the one write-back uses without it", () => {
  const config = withSchemaDefaults('ServeConfig', {
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'ServeConfig',
  });
  assert.is(config.writeBack.tagHistory, DEFAULT_TAG_HISTORY);
});

test('a value that is not valid is a programmer fault: validate first', () => {
  assert.throws(
    () => withSchemaDefaults('Settings', { prune: { enabled: 'yes' } }),
    /fails it when its defaults/,
  );
});

test.run();
