import { type BuildPlan, planBuild } from '../../../src/buildplan/build-plan.js';
import type { BuildPlanProblem, Planned } from '../../../src/buildplan/plan-problem.js';
import { indexImageStreams } from '../../../src/model/image-stream-index.js';
import { loadFiles, yaml } from '../../support/repo.js';

export const REGISTRY = 'registry.test:5000';

/** An ImageStream `ruby` with tag 3.2 pinned by status, and `app` with no image yet. */
export const STREAMS = yaml`
  apiVersion: image.openshift.io/v1
  kind: ImageStream
  metadata:
    name: ruby
  spec:
    tags:
      - name: '3.2'
        from:
          kind: DockerImage
          name: docker.io/library/ruby:3.2
  status:
    tags:
      - tag: '3.2'
        items:
          - dockerImageReference: docker.io/library/ruby@sha256:aaaa
            image: sha256:aaaa
  ---
  apiVersion: image.openshift.io/v1
  kind: ImageStream
  metadata:
    name: app
  ---
  apiVersion: image.openshift.io/v1
  kind: ImageStream
  metadata:
    name: mirrored
  spec:
    dockerImageRepository: mirror.test/shop/mirrored
`;

/** A BuildConfig named `app` with `spec` (YAML, indented under spec:), planned in project `shop` beside STREAMS. */
export function planSpec(
  specYaml: string,
  extraFiles: Readonly<Record<string, string>> = {},
): Planned<BuildPlan> {
  const indented = specYaml
    .split('\n')
    .map((line) => (line.trim() === '' ? line : `  ${line}`))
    .join('\n');
  const bc = `apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: app\nspec:\n${indented}\n`;
  const model = loadFiles({
    'projects/shop/streams.yaml': STREAMS,
    'projects/shop/bc.yaml': bc,
    ...extraFiles,
  });
  const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
  const manifest = model.projects
    .flatMap((p) => p.manifests)
    .find((m) => m.openshiftKind === 'BuildConfig' && m.name === 'app');
  if (manifest === undefined)
    throw new Error(`the BuildConfig did not load: ${JSON.stringify(model.problems)}`);
  return planBuild({ manifest, namespace: 'shop', streams, settings: { registry: REGISTRY } });
}

export function planned(result: Planned<BuildPlan>): BuildPlan {
  if (!result.ok)
    throw new Error(
      `expected a plan, got problems:\n${result.problems.map((p) => `${p.field}: ${p.message}`).join('\n')}`,
    );
  return result.value;
}

export function problemsOf<T>(result: Planned<T>): readonly BuildPlanProblem[] {
  if (result.ok) throw new Error('expected problems, got a plan');
  return result.problems;
}

/** STREAMS and a BuildConfig, loaded, with the index of their streams: for helpers that take both. */
export function loadWithStreams(extraStreams: string) {
  const model = loadFiles({ 'projects/shop/streams.yaml': `${STREAMS}---\n${extraStreams}` });
  return indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
}
