/**
 * The plan stage's config repository: `count` projects of three objects each
 * (a DeploymentConfig with 0 replicas, a Service, a ConfigMap), so the kwok
 * nodes and the scheduler stay out of the measurement. A PR's round changes
 * the ConfigMap's `version` and the DeploymentConfig's image of three projects, which gives
 * the plan a field-level diff in two objects per project.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { commit, git } from './bare-repository.js';

export function configFiles(prefix: string, count: number): Map<string, string> {
  const files = new Map([
    [
      'gitshift.yaml',
      // A DNS label: the prefix's trailing dash would make gitshift.yaml invalid and skip every project.
      `apiVersion: gitshift.io/v1alpha1\nkind: Settings\nname: bench-${prefix.replace(/-+$/, '')}\nrouterSuffix: apps.bench\n`,
    ],
  ]);
  for (let i = 0; i < count; i++) files.set(projectPath(prefix, i), projectYaml(prefix, i, 0));
  return files;
}

export function projectName(prefix: string, i: number): string {
  return `${prefix}p${i}`;
}

export function projectPath(prefix: string, i: number): string {
  return `projects/${projectName(prefix, i)}/app.yaml`;
}

/** Version 0 is main's; each PR push writes a higher one, so each push changes two fields of each of its projects. */
export function projectYaml(prefix: string, i: number, version: number): string {
  const name = projectName(prefix, i);
  return [
    `apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata:\n  name: web\nspec:\n  replicas: 0\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: registry.bench/web:${version === 0 ? 1 : version}\n`,
    `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  project: "${name}"\n  version: "${version}"\n`,
  ].join('---\n');
}

/** A local git repository holding `files` in one commit on main; returns its folder. */
export function writeRepository(dir: string, files: ReadonlyMap<string, string>): string {
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', '--all');
  commit(dir, 'projects');
  return dir;
}
