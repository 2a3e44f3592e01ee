import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempRepo } from '../support/cli.js';
import { configMapYaml, settingsYaml } from '../support/manifests.js';
import { runInTerminal, runPiped, startInTerminal, waitFor } from '../support/terminal.js';
import { withCluster } from '../support/testbed.js';

/** Erases from the cursor to the end of the screen: how the bar is wiped. */
const WIPE = '\u001b[0J';
const PROJECTS = 21;

/** A config repository of 21 projects (a long sync, whose progress the reconciler counts), each a ConfigMap. */
function manyProjects(prefix: string, extra: Record<string, string> = {}): string {
  const files: Record<string, string> = { 'gitshift.yaml': settingsYaml({ name: `${prefix}cli` }), ...extra };
  for (let i = 1; i <= PROJECTS; i++)
    files[`projects/${prefix}p${String(i).padStart(2, '0')}/settings.yaml`] = configMapYaml({
      name: 'settings',
      data: { value: String(i) },
    });
  return tempRepo(files);
}

/** A Deployment no node will run (its nodeSelector matches none): a wait for it waits until interrupted. */
const neverReady = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: never-ready
spec:
  replicas: 1
  selector:
    matchLabels: { app: never-ready }
  template:
    metadata:
      labels: { app: never-ready }
    spec:
      nodeSelector: { gitshift.io/no-such-node: "true" }
      containers:
        - name: web
          image: registry.test/web:1
`;

test('sync on a terminal draws a bar of projects synced, writes results above it, and wipes it before the summary', () =>
  withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const repo = manyProjects(namespacePrefix);
    const { code, output } = await runInTerminal(['sync', repo, '--revision', 'e2e'], {
      KUBECONFIG: kubeconfigPath,
    });
    assert.is(code, 0, output);
    assert.match(output, new RegExp(`\\] \\d+/${PROJECTS} projects synced`), 'the bar');
    assert.match(output, new RegExp(`${namespacePrefix}p01: 2 applied, 0 pruned`), 'a result above the bar');
    assert.not.match(output, /progress: \d+ of/, 'the count is in the bar, not in lines');
    const summary = output.indexOf(`synced ${PROJECTS} project(s)`);
    assert.ok(summary > 0, output);
    const wiped = output.lastIndexOf(WIPE, summary);
    assert.ok(
      wiped > 0 && !output.slice(wiped, summary).includes('projects synced'),
      'wiped before the summary',
    );
    assert.ok(output.includes(`\u001b[32m${PROJECTS * 2} applied`), 'the summary in colour');
    const status = await runInTerminal(['status', '--project', `${namespacePrefix}p01`], {
      KUBECONFIG: kubeconfigPath,
    });
    assert.ok(status.output.includes('\u001b[32mHealthy'), status.output);
  }));

test('sync piped writes plain lines (each project, the count, the stages with --verbose) and no escape code', () =>
  withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const repo = manyProjects(namespacePrefix);
    const { code, stdout, stderr } = await runPiped(['sync', repo, '--revision', 'e2e'], {
      KUBECONFIG: kubeconfigPath,
    });
    assert.is(code, 0, stderr);
    assert.match(stderr, new RegExp(`^progress: \\d+ of ${PROJECTS} projects synced$`, 'm'));
    assert.match(stderr, new RegExp(`^${namespacePrefix}p01: \\d+ applied, 0 pruned$`, 'm'));
    assert.not.match(stderr, /: stage \d+\/\d+ /);
    assert.not.ok(`${stdout}${stderr}`.includes('\u001b'), stderr);
    assert.match(stdout, new RegExp(`^synced ${PROJECTS} project\\(s\\) in`));

    const changed = manyProjects(namespacePrefix, {
      [`projects/${namespacePrefix}p01/extra.yaml`]:
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n',
    });
    const verbose = await runPiped(['sync', changed, '--revision', 'e2e', '--verbose'], {
      KUBECONFIG: kubeconfigPath,
    });
    assert.is(verbose.code, 0, verbose.stderr);
    assert.match(
      verbose.stderr,
      new RegExp(`^${namespacePrefix}p01: stage \\d+/\\d+ \\S+: applying 1$`, 'm'),
    );
  }));

test('Ctrl-C during sync --wait on a terminal wipes the bar before saying what was abandoned, exit 130', () =>
  withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const repo = manyProjects(namespacePrefix, { [`projects/${namespacePrefix}p01/web.yaml`]: neverReady });
    const session = startInTerminal(['sync', repo, '--revision', 'e2e', '--wait', '--timeout', '3m'], {
      KUBECONFIG: kubeconfigPath,
    });
    await waitFor('the wait’s bar', () => session.output().includes('objects healthy'));
    session.type('\u0003');
    const code = await session.exited;
    const output = session.output();
    assert.is(code, 130, output);
    const abandoned = output.search(/interrupted \(SIGINT\)/);
    assert.ok(abandoned > 0, output);
    const wiped = output.lastIndexOf(WIPE, abandoned);
    assert.ok(wiped > 0, output);
    assert.not.ok(output.slice(wiped).includes('objects healthy'), 'no bar drawn after the wipe');
  }));

test.run();
