import { CoreV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import {
  getThroughIngress,
  requireIngressController,
  routedHosts,
  type IngressController,
} from '../support/ingress.js';
import { requireRealNode } from '../support/real-node.js';
import { webProject } from '../support/web-project.js';
import { kubeApiFor, syncFiles } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

/** gitshift.yaml with `ingress.className` set, or none (Ingresses then name no class). */
const settings = (className?: string): string =>
  stringify({
    apiVersion: 'gitshift.io/v1alpha1',
    kind: 'Settings',
    routerSuffix: 'apps.test',
    ...(className === undefined ? {} : { ingress: { className, controller: 'traefik' } }),
  });

async function sync(api: KubeApi, files: Record<string, string>, className?: string): Promise<void> {
  const result = await syncFiles(api, files, { settings: settings(className) });
  assert.equal(result.skipped, []);
  assert.equal(result.results[0]?.errors, []);
}

/** Polls the host through Traefik every 25 ms until it answers `page`; returns how long that took. */
async function untilAnswers(controller: IngressController, host: string, page: string): Promise<number> {
  const started = Date.now();
  await eventually(
    `${host} to answer '${page}' through ${controller.url}`,
    async () => {
      const { status, body } = await getThroughIngress(controller, host);
      return status === 200 && body === page ? true : undefined;
    },
    30_000,
  );
  return Date.now() - started;
}

async function podReady(core: CoreV1Api, namespace: string): Promise<void> {
  await eventually(
    `a Ready pod in ${namespace}`,
    async () => {
      const { items } = await core.listNamespacedPod({ namespace, labelSelector: 'app=web' });
      return items.some((pod) =>
        pod.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True'),
      )
        ? true
        : undefined;
    },
    60_000,
  );
}

async function untilNotFound(controller: IngressController, host: string, timeoutMs: number): Promise<void> {
  await eventually(
    `${host} to answer 404 through ${controller.url}`,
    async () => ((await getThroughIngress(controller, host)).status === 404 ? true : undefined),
    timeoutMs,
  );
}

const host = (project: string): string => `${project}.apps.test`;

const say = (line: string): void => {
  process.stderr.write(`ingress-controller e2e: ${line}\n`);
};

test('Routes rendered as Ingresses answer through Traefik by host, each with the page of its own pods on the real node', async () => {
  const node = requireRealNode();
  const controller = requireIngressController();
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const core = kubeConfig.makeApiClient(CoreV1Api);
    const [a, b, c] = ['ing-a', 'ing-b', 'ing-c'].map((name) => `${namespacePrefix}${name}`) as [
      string,
      string,
      string,
    ];

    // A, no class: the pods first, so that what is timed is the Ingress alone, from applied to routed.
    await sync(api, webProject(node, a, 'page of a'));
    await podReady(core, a);
    const syncing = Date.now();
    await sync(api, webProject(node, a, 'page of a', host(a)));
    const synced = Date.now();
    const answered = await untilAnswers(controller, host(a), 'page of a');
    say(
      `${host(a)} answered ${answered} ms after the sync that applied its Ingress returned (the sync took ${synced - syncing} ms)`,
    );

    // B, the class `traefik`, all at once: pods, Service and Ingress together.
    const syncingB = Date.now();
    await sync(api, webProject(node, b, 'page of b', host(b)), controller.ingressClass);
    const syncedB = Date.now();
    say(
      `${host(b)} answered ${await untilAnswers(controller, host(b), 'page of b')} ms after its sync returned, its pod starting meanwhile (the sync took ${syncedB - syncingB} ms)`,
    );
    assert.equal(await getThroughIngress(controller, host(a)), { status: 200, body: 'page of a' });
    assert.equal(await getThroughIngress(controller, host(b)), { status: 200, body: 'page of b' });
    assert.equal(
      await getThroughIngress(controller, host(a), '/missing.html'),
      {
        status: 404,
        body: '<HTML><HEAD><TITLE>404 Not Found</TITLE></HEAD>\n<BODY><H1>404 Not Found</H1>\nThe requested URL was not found\n</BODY></HTML>\n',
      },
      'a path the pod lacks reaches busybox httpd, which answers its own 404',
    );
    assert.equal(
      await getThroughIngress(controller, `nobody-${namespacePrefix}.apps.test`),
      { status: 404, body: '404 page not found\n' },
      "Traefik's own 404 for a host no Ingress names",
    );

    // C, another controller's class: its pod is Ready, so only the class keeps Traefik away.
    await sync(api, webProject(node, c, 'page of c', host(c)), 'nginx');
    await podReady(core, c);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const hosts = await routedHosts(controller, namespacePrefix);
    assert.ok(hosts.includes(host(a)) && hosts.includes(host(b)), `routers for a and b: ${hosts.join(', ')}`);
    assert.not.ok(hosts.includes(host(c)), 'no router for an Ingress of class nginx');
    assert.is((await getThroughIngress(controller, host(c))).status, 404);
  });
});

test('a host stops answering once gitshift prunes its Ingress, and once its project is deleted', async () => {
  const node = requireRealNode();
  const controller = requireIngressController();
  await withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const core = kubeConfig.makeApiClient(CoreV1Api);
    const project = `${namespacePrefix}ing-gone`;
    const withRoute = webProject(node, project, 'still here', host(project));
    await sync(api, withRoute);
    await untilAnswers(controller, host(project), 'still here');

    // The Route leaves the repository: the sync prunes its Ingress, and Traefik drops the host.
    const pruning = Date.now();
    await sync(api, webProject(node, project, 'still here'));
    const pruned = Date.now();
    await untilNotFound(controller, host(project), 5_000);
    say(
      `${host(project)} answered 404 ${Date.now() - pruned} ms after the sync that pruned its Ingress returned (the sync took ${pruned - pruning} ms)`,
    );

    // Back, then the whole project goes (its namespace, as a preview's cleanup deletes it).
    await sync(api, withRoute);
    await untilAnswers(controller, host(project), 'still here');
    const deleting = Date.now();
    await core.deleteNamespace({ name: project });
    const [hostGone, ingressGone] = await Promise.all([
      untilNotFound(controller, host(project), 20_000).then(() => Date.now() - deleting),
      eventually(`the Ingress of ${project} to be deleted`, async () =>
        (await api.get({
          apiVersion: 'networking.k8s.io/v1',
          kind: 'Ingress',
          namespace: project,
          name: 'web',
        })) === undefined
          ? Date.now() - deleting
          : undefined,
      ),
    ]);
    say(
      `${host(project)} answered 404 ${hostGone} ms after its namespace was deleted (the namespace controller deleted its Ingress after ${ingressGone} ms)`,
    );
  });
});

test.run();
