import { basename } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planBuild } from '../../../src/buildplan/build-plan.js';
import { formatPlanProblem } from '../../../src/buildplan/plan-problem.js';
import { indexImageStreams } from '../../../src/model/image-stream-index.js';
import { corpusFiles, projectNameOf } from '../../fixtures/real-world/corpus.js';
import { REAL_WORLD_EXPECTATIONS } from '../../fixtures/real-world/expectations.js';
import { loadFiles } from '../../support/repo.js';

// Every BuildConfig of the real-world corpus (OpenShift's own files and templates) is planned, or refused
// with a reason a user can act on. A new BuildConfig in the corpus must be added here.

type Outcome =
  | { readonly plan: 'Docker' | 'Source'; readonly from: string; readonly output?: string }
  | { readonly refused: string; readonly because: RegExp };

const OPENSHIFT_STREAM =
  /resolves to no image yet \(no ImageStream '[^']+' in project 'openshift'\).*not part of this repository; add an ImageStream/;
const JENKINS =
  /JenkinsPipeline is deprecated in OpenShift 4 and not supported: run the pipeline in a CI system/;

const EXPECTED: Readonly<Record<string, Readonly<Record<string, Outcome>>>> = {
  'origin/builds-test-build.yaml': {
    'sample-build': { plan: 'Source', from: 'centos/ruby-22-centos7' },
    'sample-verbose-build': { plan: 'Source', from: 'centos/ruby-22-centos7' },
    'sample-build-binary': { plan: 'Docker', from: 'centos/ruby-22-centos7' },
    'sample-build-github-archive': { plan: 'Docker', from: 'centos/ruby-22-centos7' },
    'sample-build-binary-invalidnodeselector': { plan: 'Docker', from: 'centos/ruby-22-centos7' },
    'sample-build-docker-args': { plan: 'Docker', from: 'docker.io/busybox:latest' },
    'sample-build-docker-args-preset': { plan: 'Docker', from: 'docker.io/busybox:latest' },
    'simple-docker-build': { plan: 'Docker', from: 'docker.io/centos/ruby-22-centos7' },
  },
  'origin/jenkins-maven-pipeline.yaml': {
    'openshift-jee-sample': { refused: 'spec.strategy.type', because: JENKINS },
    // Its ImageStream `wildfly` tracks openshift/wildfly-101-centos7:latest; `triggers: {}` is read as none.
    'openshift-jee-sample-docker': {
      plan: 'Docker',
      from: 'openshift/wildfly-101-centos7:latest',
      output: 'registry.test/jenkins-maven-pipeline/openshift-jee-sample:latest',
    },
  },
  'origin/jenkins-openshift-client-plugin-pipeline.yaml': {
    'sample-pipeline-openshift-client-plugin': { refused: 'spec.strategy.type', because: JENKINS },
  },
  'origin/simple-pipeline-bc.yaml': { minimalpipeline: { refused: 'spec.strategy.type', because: JENKINS } },
  'origin/linked-nodejs-bc.yaml': {
    'linked-nodejs': { plan: 'Source', from: 'registry.redhat.io/rhscl/nodejs-10-rhel7:latest' },
  },
  'origin/new-project-one-build.yaml': {
    'sinatra-example-1': {
      plan: 'Source',
      from: 'centos/ruby-25-centos7',
      output: 'registry.test/example/sinatra-example-1:latest',
    },
  },
  'origin/old-template.json': {
    'eap-app': { refused: 'spec.strategy.sourceStrategy.from.name', because: OPENSHIFT_STREAM },
  },
  'origin/quickstart-nginx.json': {
    'nginx-example': { refused: 'spec.strategy.sourceStrategy.from.name', because: OPENSHIFT_STREAM },
  },
  'origin/template-with-app-label.json': {
    'ruby-sample-build': {
      plan: 'Source',
      from: 'centos/ruby-22-centos7:latest',
      output: 'registry.test/template-with-app-label/origin-ruby-sample:latest',
    },
  },
  'origin/templateinstance-readiness.yaml': {
    'simple-example': {
      plan: 'Source',
      from: 'quay.io/redhat-developer/test-build-simples2i:1.2',
      output: 'registry.test/templateinstance-readiness/simple-example:latest',
    },
  },
  'origin/test-bc.yaml': { 'test-buildconfig': { plan: 'Source', from: 'centos/ruby-27-centos7' } },
  // Refused by the loader before planning (see test/fixtures/real-world/expectations.ts): no BuildConfig to plan.
  'origin/cluster-loader-build-config-template.json': {},
  'origin/sample-app-buildcfg-v1beta1.json': {},
};

const files = corpusFiles().filter((file) => file.text.includes('BuildConfig'));

test('every corpus file with a BuildConfig has an expectation here', () => {
  assert.equal(
    files.map((f) => f.id).filter((id) => EXPECTED[id] === undefined),
    [],
  );
});

for (const file of files) {
  test(`real-world BuildConfigs of ${file.id}`, () => {
    const project = REAL_WORLD_EXPECTATIONS[file.id]?.project ?? projectNameOf(file.id);
    const model = loadFiles({ [`projects/${project}/${basename(file.id)}`]: file.text });
    const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
    const expected = EXPECTED[file.id] ?? {};
    const seen: string[] = [];
    for (const { name: namespace, manifests } of model.projects) {
      for (const manifest of manifests.filter((m) => m.openshiftKind === 'BuildConfig')) {
        seen.push(manifest.name);
        const outcome = expected[manifest.name];
        const result = planBuild({ manifest, namespace, streams, settings: { registry: 'registry.test' } });
        const shown = result.ok
          ? `a ${result.value.strategy} plan`
          : result.problems.map(formatPlanProblem).join('\n  ');
        assert.ok(outcome, `${manifest.name}: no expectation; it gave ${shown}`);
        if (outcome === undefined) continue;
        if ('plan' in outcome) {
          assert.ok(result.ok, `${manifest.name}: expected a plan, got\n  ${shown}`);
          if (!result.ok) continue;
          assert.is(result.value.strategy, outcome.plan);
          assert.is(result.value.from?.pullSpec, outcome.from);
          assert.is(result.value.output?.pullSpec, outcome.output);
        } else {
          assert.not.ok(result.ok, `${manifest.name}: expected a refusal at ${outcome.refused}, got a plan`);
          if (result.ok) continue;
          const problem = result.problems.find((p) => p.field === outcome.refused);
          assert.ok(problem, `${manifest.name}: no problem at ${outcome.refused}; got\n  ${shown}`);
          assert.match(problem?.message ?? '', outcome.because);
        }
      }
    }
    assert.equal(seen.sort(), Object.keys(expected).sort());
  });
}

test.run();
