import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importPlan } from '../../../src/images/import-plan.js';
import { repositoryTagSources } from '../../../src/images/import-plan.js';
import { dockerImage, imageStreamYaml, streamTag } from '../../support/manifests.js';
import { loadStreams } from './streams.js';

const { streams } = loadStreams({
  'projects/shop/images.yaml': [
    imageStreamYaml({
      name: 'polled',
      tags: [
        {
          name: '2.7',
          from: dockerImage('docker.io/centos/ruby-27-centos7:latest'),
          importPolicy: { scheduled: true },
        },
        {
          name: 'lan',
          from: dockerImage('reg.lan/team/app:v1'),
          importPolicy: { scheduled: true, insecure: true },
        },
        { name: 'latest', from: streamTag('2.7'), importPolicy: { scheduled: true } },
        { name: 'manual', from: dockerImage('reg.lan/team/app:v2') },
      ],
    }),
    imageStreamYaml({ name: 'quiet', dockerImageRepository: 'reg.lan/team/quiet', tags: [{ name: 'v1' }] }),
    imageStreamYaml({
      name: 'whole',
      dockerImageRepository: 'reg.lan/team/whole',
      tags: [
        { name: 'v1', importPolicy: { scheduled: true } },
        { name: 'elsewhere', from: dockerImage('quay.io/other/thing:elsewhere') },
      ],
    }),
  ].join('---\n'),
});

const stream = (name: string) => {
  const found = streams.get(`shop/${name}`);
  if (found === undefined) throw new Error(`no stream ${name}`);
  return found;
};

test('only scheduled spec tags with a registry source are polled, each with its own image and insecure flag', () => {
  const plan = importPlan(stream('polled'));
  assert.equal(
    plan?.tags.map((s) => [s.ref.tag, s.image, s.tag, s.written]),
    [
      [
        '2.7',
        { registryHost: 'docker.io', repository: 'centos/ruby-27-centos7' },
        'latest',
        'docker.io/centos/ruby-27-centos7',
      ],
      ['lan', { registryHost: 'reg.lan', repository: 'team/app', insecure: true }, 'v1', 'reg.lan/team/app'],
    ],
  );
  assert.is(plan?.repository, undefined);
});

test('a stream with no scheduled tag has no plan', () => {
  assert.is(importPlan(stream('quiet')), undefined);
});

test('a scheduled stream that follows a repository lists it, and takes listed tags its spec does not point elsewhere', () => {
  const plan = importPlan(stream('whole'));
  assert.equal(plan?.repository, {
    image: { registryHost: 'reg.lan', repository: 'team/whole' },
    written: 'reg.lan/team/whole',
  });
  assert.equal(
    plan?.tags.map((s) => s.ref.tag),
    ['v1'],
  );
  const listed = repositoryTagSources(stream('whole'), plan!.repository!, ['v1', 'v2', 'elsewhere']);
  assert.equal(
    listed.map((s) => `${s.ref.tag} ← ${s.written}:${s.tag}`),
    ['v1 ← reg.lan/team/whole:v1', 'v2 ← reg.lan/team/whole:v2'],
  );
});

test.run();
