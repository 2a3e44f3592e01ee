/** View values written out for the status page's render and integration tests: two projects (one blocked), activity, a build and a preview, with markup where people's text goes. */
import type { BuildSummary, ProjectDetail, ProjectSummary } from '../../src/serve/view/status-view.js';
import type { OverviewModel } from '../../src/serve/page/page-models.js';
import type { PageContext } from '../../src/serve/page/components.js';

/** Text that would be markup if it were not escaped, as a webhook, a commit subject or a log may carry. */
export const INJECTION = '<script>alert("x")</script><img src=x onerror=alert(1)>';

export const NOW = new Date('2026-11-24T08:00:00Z');
export const SHA = '0123456789abcdef0123456789abcdef01234567';

export const context: PageContext = {
  now: NOW,
  commitLink: (sha) => `https://forge.example/team/config/commit/${sha}`,
  actionsEnabled: true,
};

export const shop: ProjectSummary = {
  name: 'shop',
  syncState: 'Synced',
  revision: SHA,
  desiredRevision: SHA,
  health: 'Healthy',
  objects: 3,
  lastChangedAt: '2026-11-24T07:57:00Z',
  drift: {
    at: '2026-11-24T07:59:00Z',
    healed: true,
    objects: [{ object: 'Deployment shop/web', fields: ['spec.replicas'] }],
  },
};

export const blog: ProjectSummary = {
  name: 'blog',
  syncState: 'Blocked',
  health: 'Missing',
  objects: 0,
  blocked: { reason: 'its manifests have errors', errors: [`projects/blog/web.yaml line 3: ${INJECTION}`] },
  lastError: { message: `apply failed: ${INJECTION}`, at: '2026-11-24T07:50:00Z' },
};

export const build: BuildSummary = {
  namespace: 'shop',
  name: 'web-2',
  creationTimestamp: '2026-11-24T07:58:00Z',
  spec: {
    buildConfig: 'web',
    number: 2,
    strategy: 'Docker',
    cause: { type: 'GitHubWebHook', message: `GitHub push by ${INJECTION}` },
    revision: { commit: SHA, message: INJECTION },
  },
  status: { phase: 'Complete', startTimestamp: '2026-11-24T07:58:00Z', durationMs: 65_000 },
};

export const overview: OverviewModel = {
  projects: { items: [shop, blog] },
  activity: [
    {
      at: '2026-11-24T07:59:30Z',
      kind: 'webhook',
      summary: `GitHub push: ${INJECTION}`,
      project: 'shop',
      fields: { delivery: 'd-1', started: ['sync shop'], subject: INJECTION },
    },
    {
      at: '2026-11-24T07:59:40Z',
      kind: 'write-back',
      summary: 'image web:latest moved',
      project: 'shop',
      link: `https://forge.example/team/config/commit/${SHA}`,
      fields: {},
    },
    {
      at: '2026-11-24T07:59:50Z',
      kind: 'image-update',
      summary: 'evil link',
      link: 'javascript:alert(1)',
      fields: {},
    },
  ],
  builds: [build],
  previews: [
    {
      pull: 'team/app#7',
      project: 'shop',
      namespace: 'shop-pr-7',
      urls: ['http://pr-7.shop.example'],
      health: 'Progressing',
    },
  ],
};

export const shopDetail: ProjectDetail = {
  ...shop,
  objectList: [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      namespace: 'shop',
      name: 'web',
      health: 'Degraded',
      message: INJECTION,
    },
    {
      apiVersion: 'build.openshift.io/v1',
      kind: 'BuildConfig',
      namespace: 'shop',
      name: 'web',
      health: 'Healthy',
      message: '',
    },
  ],
};
