import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configChangeBuilds } from '../../../../src/buildplan/triggers/index.js';
import { buildConfigYaml, CONFIG_CHANGE, GITHUB, loadProjects } from './build-configs.js';

const URI = 'https://github.com/acme/app.git';
const before = loadProjects({
  'projects/shop/app.yaml': buildConfigYaml({ name: 'app', uri: URI, triggers: [CONFIG_CHANGE] }),
});
const after = loadProjects({
  'projects/shop/app.yaml': buildConfigYaml({
    name: 'app',
    uri: URI,
    ref: 'edited',
    triggers: [CONFIG_CHANGE],
  }),
  'projects/shop/api.yaml': buildConfigYaml({ name: 'api', uri: URI, triggers: [CONFIG_CHANGE, GITHUB] }),
  'projects/shop/quiet.yaml': buildConfigYaml({ name: 'quiet', uri: URI, triggers: [GITHUB] }),
  'projects/blog/site.yaml': buildConfigYaml({ name: 'app', uri: URI, triggers: [CONFIG_CHANGE] }),
});

test('a BuildConfig with a ConfigChange trigger builds when it first appears, in any project', () => {
  const decision = configChangeBuilds(before, after);
  assert.equal(decision.builds.map((b) => `${b.project}/${b.buildConfig}`).sort(), ['blog/app', 'shop/api']);
  const api = decision.builds.find((b) => b.buildConfig === 'api');
  assert.equal(api?.cause, { type: 'ConfigChange', message: 'BuildConfig shop/api first appeared' });
});

test('an edited BuildConfig and one without the trigger start nothing', () => {
  const decision = configChangeBuilds(before, after);
  assert.not.ok(
    decision.builds.some(
      (b) => b.project === 'shop' && (b.buildConfig === 'app' || b.buildConfig === 'quiet'),
    ),
  );
  assert.equal(configChangeBuilds(after, after).builds, []);
});

test('removed and added again, it appears again', () => {
  const empty = loadProjects({});
  assert.equal(configChangeBuilds(empty, before).builds.length, 1);
});

test.run();
