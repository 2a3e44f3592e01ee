// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/*
 * The layers of src/, written down once: which folders each folder may
 * import. Everything not listed is refused by no-restricted-imports (rules
 * generated below), so a new edge is added here on purpose. An entry is a
 * folder (`model`) or one file of it (`snapshot/snapshot.js`). `'*'` may
 * import anything. test/unit/architecture/layers.test.ts checks that every
 * folder of src/ has a row and that a violation fails.
 *
 *   innermost   errors, runtime, yaml, snapshot, observability
 *   pure core   model, templates, render, buildplan   (no I/O, no clock: PURE below)
 *   adapters    git, kube, source, writeback, rollback, reconciler, images, webhooks, builds
 *   outermost   serve, cli
 */
const FOUNDATION = ['errors', 'runtime', 'observability'];
export const LAYERS = {
  // Innermost.
  errors: [],
  runtime: ['errors'],
  yaml: ['errors'],
  snapshot: ['errors'],
  // The logger (and metrics): every adapter may log; the pure core does not.
  observability: ['errors', 'runtime'],
  // The pure core: the Snapshot interface only, not the directory reader beside it.
  model: ['errors', 'yaml', 'snapshot/snapshot.js'],
  templates: ['errors', 'yaml', 'model'],
  render: ['errors', 'yaml', 'model'],
  // What a build runs, decided from the BuildConfig and the loaded revision: strategies, triggers, run policy.
  buildplan: ['errors', 'yaml', 'model', 'render'],
  // A pull request's preview: its objects moved into a namespace of their own, capped; what to sweep.
  previews: ['errors', 'yaml', 'model', 'render'],
  // Adapters: each may use the foundation (errors, runtime, observability) and the edges listed.
  git: [...FOUNDATION, 'snapshot', 'yaml', 'model'],
  kube: [...FOUNDATION, 'yaml', 'render'],
  source: [...FOUNDATION, 'git', 'model'],
  writeback: [...FOUNDATION, 'yaml', 'model', 'git'],
  rollback: [...FOUNDATION, 'snapshot', 'yaml', 'model', 'render', 'git', 'writeback'],
  reconciler: [...FOUNDATION, 'yaml', 'model', 'render', 'kube'],
  // A preview build's tag (buildplan/preview-build.js) is never followed into Git.
  images: [...FOUNDATION, 'model', 'render', 'writeback', 'buildplan/preview-build.js'],
  webhooks: [...FOUNDATION, 'images'],
  // Running builds: sources, executors (buildah here or a pod), the Build records in the cluster.
  // previews/preview-labels.js: a preview build's record carries its PR's labels.
  builds: [
    ...FOUNDATION,
    'yaml',
    'model',
    'render',
    'buildplan',
    'previews/preview-labels.js',
    'kube',
    'git',
    'images',
    'writeback',
    'events/event-recorder.js',
  ],
  // Kubernetes Events about what gitshift did: rate-limited, aggregated like kubelet's, written in the background.
  events: [...FOUNDATION, 'kube'],
  // Leader election and shards: coordination.k8s.io Leases held, renewed and handed over.
  leases: [...FOUNDATION, 'kube'],
  // A forge's REST API (GitHub, Gitea/Forgejo): pull requests, comments, commit statuses.
  forge: [...FOUNDATION, 'webhooks/webhook-event.js'],
  // What gitshift says on a pull request: the plan comment and the commit status (formatting, no I/O).
  pulls: [
    ...FOUNDATION,
    'yaml',
    'model',
    'render',
    'reconciler',
    'kube/object-ref.js',
    'previews',
    'forge/forge.js',
  ],
  // Who a request comes from and what it may do: API tokens, Keystone tokens and roles (OpenStack identity);
  // model: the followed Keystone project's assignments are read into the Project's own shape.
  identity: [...FOUNDATION, 'model'],
  // Containers asked for over serve's API (OpenStack's containers service): request checks, the Job, its state.
  containers: ['errors', 'yaml', 'model', 'render/kube-object.js'],
  // Outermost: the wiring.
  serve: '*',
  cli: '*',
};

/**
 * Folders that must not reach I/O, a clock or the network: the pure core and
 * what it stands on. They may import other packages only from this list.
 */
export const PURE = {
  folders: [
    'errors',
    'runtime',
    'yaml',
    'model',
    'templates',
    'render',
    'buildplan',
    'previews',
    'containers',
  ],
  packages: [
    'node:crypto', // hashing: same input, same output
    'node:module', // model/schema-validator.ts: createRequire loads ajv's CommonJS build, no user data
    'yaml',
    'js-yaml',
    'lossless-json',
    'ajv',
    'ajv-formats',
  ],
};

/** Deepest folder nesting under src/<folder>/ the generated globs cover (the test checks it). */
export const MAX_DEPTH = 4;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The no-restricted-imports patterns for a file `depth` folders below src/<folder>/. */
function layerPatterns(folder, depth) {
  const allowed = LAYERS[folder];
  const patterns = [
    {
      // '../model/../kube/x.js' or './../x.js' would walk around the layer patterns.
      regex: '(^|/)[^./][^/]*/(.*/)?\\.\\.?(/|$)|^\\./\\.',
      message: 'write relative imports without ./ or ../ in the middle, so the layer rules can read them',
    },
  ];
  if (allowed !== '*') {
    const targets = [folder, ...allowed].map((entry) =>
      entry.endsWith('.js') ? `${escape(entry)}$` : `${escape(entry)}/`,
    );
    patterns.push({
      // Up to src/ and then anywhere but an allowed folder (schemas/ above src/ is data).
      regex: `^(\\.\\./){${depth + 1}}(?!${targets.join('|')}|\\.\\./schemas/)`,
      message: `src/${folder} may import only ${allowed.length === 0 ? 'no other folder of src/' : allowed.join(', ')}: the layers are written down in LAYERS in eslint.config.js, add an edge there on purpose`,
    });
  }
  if (PURE.folders.includes(folder)) {
    patterns.push({
      regex: `^(?!\\.|(${PURE.packages.map(escape).join('|')})(/|$))`,
      message: `src/${folder} is pure (no I/O, clock or network): it may import only ${PURE.packages.join(', ')} besides src/ (PURE in eslint.config.js)`,
    });
  }
  return patterns;
}

/** One flat-config block per folder and depth: no-restricted-imports takes one set of options per file. */
export const layerRules = Object.keys(LAYERS).flatMap((folder) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`src/${folder}/${'*/'.repeat(depth)}*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(folder, depth) }] },
  })),
);

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'src/model/generated/', 'coverage/', '.testbed/', 'test-artifacts/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'bin/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
  {
    // Tests dig into rendered objects, which are plain JSON by design.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
