import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ServeMetrics } from '../../../src/observability/metrics.js';
import { startDaemonHttp, webhookEndpointOf } from '../../../src/serve/http-server.js';
import { parseExposition, sampleValue } from '../../support/exposition.js';

const endpoints: [string, string][] = [
  ['/hooks/github', 'github'],
  ['/hooks/dockerhub/s3cr3t', 'dockerhub'],
  ['/hooks/registry/s3cr3t', 'registry'],
  ['/hooks/generic/shop/s3cr3t', 'generic'],
  ['/hooks/s3cr3t-typed-as-endpoint', 'unknown'],
  ['/hooks/', 'unknown'],
];
for (const [path, expected] of endpoints)
  test(`webhookEndpointOf(${path}) is ${expected}`, () => {
    assert.is(webhookEndpointOf(path), expected);
  });

test('GET /metrics answers the exposition; webhook answers are counted by endpoint and status, never by path', async () => {
  const metrics = new ServeMetrics();
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: (req, res) => {
      res.writeHead(req.url?.includes('good') === true ? 202 : 401).end();
    },
    readiness: () => ({ ready: true, reason: 'ok' }),
    status: () => ({}),
    metrics,
  });
  try {
    await fetch(`${http.url}/hooks/dockerhub/good-secret`, { method: 'POST' });
    await fetch(`${http.url}/hooks/dockerhub/bad-secret`, { method: 'POST' });
    await fetch(`${http.url}/hooks/generic/shop/good`, { method: 'POST' });
    const response = await fetch(`${http.url}/metrics`);
    assert.is(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const samples = parseExposition(text);
    const deliveries = (labels: Record<string, string>): number | undefined =>
      sampleValue(samples, 'gitshift_webhook_deliveries_total', labels);
    assert.is(deliveries({ endpoint: 'dockerhub', status: '202' }), 1);
    assert.is(deliveries({ endpoint: 'dockerhub', status: '401' }), 1);
    assert.is(deliveries({ endpoint: 'generic', status: '202' }), 1);
    assert.is(sampleValue(samples, 'gitshift_webhook_duration_seconds_count', { endpoint: 'dockerhub' }), 2);
    assert.ok(sampleValue(samples, 'process_cpu_seconds_total') !== undefined, 'process metrics');
    assert.not.ok(text.includes('secret'), 'no path or secret in a label');
    assert.is((await fetch(`${http.url}/metrics`, { method: 'POST' })).status, 405);
  } finally {
    await http.close();
  }
});

test('without metrics there is no /metrics', async () => {
  const http = await startDaemonHttp({
    host: '127.0.0.1',
    port: 0,
    hooks: (_req, res) => res.writeHead(404).end(),
    readiness: () => ({ ready: true, reason: 'ok' }),
    status: () => ({}),
  });
  try {
    assert.is((await fetch(`${http.url}/metrics`)).status, 404);
  } finally {
    await http.close();
  }
});

test.run();
