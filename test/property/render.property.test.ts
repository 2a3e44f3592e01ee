import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { formatRendered } from '../../src/cli/rendered-output.js';
import { renderFiles } from '../support/render.js';

// Unquoted y/n/yes/no/on/off are rejected as ambiguous YAML 1.1 booleans; names avoid them.
const name = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/).filter((n) => !/^(y|n|yes|no|on|off)$/.test(n));

/** A small project: DeploymentConfigs with services and routes, some tracking an image stream. */
const project = fc.record({
  apps: fc.uniqueArray(
    fc.record({
      name,
      replicas: fc.integer({ min: 0, max: 5 }),
      port: fc.integer({ min: 1, max: 65535 }),
      tracked: fc.boolean(),
      host: fc.option(name),
    }),
    { minLength: 1, maxLength: 4, selector: (a) => a.name },
  ),
});
const repository = fc.uniqueArray(fc.record({ name, project }), {
  minLength: 1,
  maxLength: 3,
  selector: (p) => p.name,
});

function filesOf(
  projects: readonly { name: string; project: { apps: readonly any[] } }[],
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const {
    name: projectName,
    project: { apps },
  } of projects) {
    files[`projects/${projectName}/stream.yaml`] =
      'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: app\nspec:\n  dockerImageRepository: registry.test/app\n';
    apps.forEach((app, i) => {
      const trigger = app.tracked
        ? `  triggers:\n    - type: ImageChange\n      imageChangeParams:\n        automatic: true\n        containerNames: [main]\n        from:\n          kind: ImageStreamTag\n          name: app:v${i}\n`
        : '';
      files[`projects/${projectName}/${app.name}.yaml`] = [
        `apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata:\n  name: ${app.name}\nspec:\n  replicas: ${app.replicas}\n${trigger}  template:\n    metadata:\n      labels:\n        app: ${app.name}\n    spec:\n      containers:\n        - name: main\n          image: busybox\n          ports:\n            - containerPort: ${app.port}\n`,
        `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${app.name}\nspec:\n  ports:\n    - port: 80\n      targetPort: ${app.port}\n`,
        `apiVersion: v1\nkind: Route\nmetadata:\n  name: ${app.name}\nspec:\n${app.host === null ? '' : `  host: ${app.host}.example.com\n`}  to:\n    kind: Service\n    name: ${app.name}\n`,
      ].join('---\n');
    });
  }
  return files;
}

test('rendering the same repository twice gives byte-identical output', () => {
  fc.assert(
    fc.property(repository, (projects) => {
      const files = filesOf(projects);
      const reversed = Object.fromEntries(Object.entries(files).reverse());
      const first = formatRendered(renderFiles(files).projects, 'yaml');
      const second = formatRendered(renderFiles(reversed).projects, 'yaml');
      return first === second && first.length > 0;
    }),
    { numRuns: 60 },
  );
});

test('rendered YAML loads back to the same objects', () => {
  fc.assert(
    fc.property(repository, (projects) => {
      const result = renderFiles(filesOf(projects));
      const objects = result.projects.flatMap((p) => [...p.objects, ...p.hooks]);
      const loaded = parseAllDocuments(formatRendered(result.projects, 'yaml')).map((d) =>
        Array.isArray(d) ? null : d.toJS(),
      );
      assert.equal(loaded, JSON.parse(JSON.stringify(objects)));
      return true;
    }),
    { numRuns: 40 },
  );
});

test.run();
