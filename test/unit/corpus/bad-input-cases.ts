import type { ProblemCode } from '../../../src/errors/index.js';
import {
  configMapYaml,
  deploymentConfigYaml,
  dockerImage,
  imageStreamYaml,
  routeYaml,
  serviceYaml,
} from '../../support/manifests.js';
import { yaml } from '../../support/repo.js';
import type { HostileCategory } from '../hostile/hostile-category.js';

export interface ExpectedProblem {
  readonly code: ProblemCode;
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly field?: string;
  /** Default: error, and the project is blocked. */
  readonly severity?: 'warning';
}

export interface BadInputCase {
  readonly name: string;
  readonly files: Readonly<Record<string, string | Uint8Array>>;
  /** Default: a minimal valid gitshift.yaml; null for none. */
  readonly settings?: string | null;
  /** Default: a test seed; null for none. */
  readonly seed?: null;
  /** The loader's unknownFields option; 'error' as with `--strict`. Default: gitshift.yaml's setting. */
  readonly unknownFields?: 'error';
  readonly expect: ExpectedProblem;
  /** The kind of hostile input the case is, as census.test.ts counts it. Default: from the expected code. */
  readonly hostile?: HostileCategory;
}

const APP = 'projects/shop/app.yaml';
const JSON_APP = 'projects/shop/app.json';

/** A valid DeploymentConfig; `spec` lines are appended at spec level. */
const dc = (extraSpec = '', name = 'web'): string =>
  deploymentConfigYaml({ name, app: 'web', image: 'nginx:1.27' }).concat(extraSpec);

const stream = imageStreamYaml({ name: 'web', tags: [{ name: 'latest', from: dockerImage('nginx:1.27') }] });

const service = serviceYaml({ ports: [{ port: 80, targetPort: 8080 }] });

const at = (code: ProblemCode, line: number, col: number, field?: string, file = APP): ExpectedProblem =>
  field === undefined ? { code, file, line, col } : { code, file, line, col, field };

const VALUES = 'projects/shop/web-values.yaml';
/** A Template `web` with a required NAME and REPLICAS used as `${{REPLICAS}}`, for TemplateValues cases. */
const valuesTemplate = [
  'apiVersion: template.openshift.io/v1',
  'kind: Template',
  'metadata:',
  '  name: web',
  'objects:',
  '  - apiVersion: apps.openshift.io/v1',
  '    kind: DeploymentConfig',
  '    metadata:',
  '      name: ${NAME}',
  '    spec:',
  '      replicas: ${{REPLICAS}}',
  '      template:',
  '        spec:',
  '          containers:',
  '            - name: web',
  '              image: nginx:1.27',
  'parameters:',
  '  - name: NAME',
  '    required: true',
  '  - name: REPLICAS',
  '    value: "1"',
  '',
].join('\n');
/** TemplateValues for `template` whose `parameters:` is line 6 and whose first parameter is line 7. */
const valuesOf = (parameters: string, template = 'web'): string =>
  `apiVersion: gitshift.io/v1alpha1\nkind: TemplateValues\nmetadata:\n  name: web-1\ntemplate: ${template}\nparameters:\n${parameters}`;

/** A Template whose one ConfigMap holds `v: <value>` (line 11), with parameter P (line 14) set to `parameter`. */
const templateOf = (value: string, parameter: string): string =>
  [
    'apiVersion: template.openshift.io/v1',
    'kind: Template',
    'metadata:',
    '  name: t',
    'objects:',
    '  - apiVersion: v1',
    '    kind: ConfigMap',
    '    metadata:',
    '      name: c',
    '    data:',
    `      v: ${value}`,
    'parameters:',
    '  - name: P',
    `    value: ${parameter}`,
    '',
  ].join('\n');

/** A ConfigMap `c` whose line 6 is `  v: <bytes>` (column 6), for encodings. */
const configMapWith = (value: Uint8Array): Uint8Array =>
  Buffer.concat([
    Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  v: "'),
    value,
    Buffer.from('"\n'),
  ]);
/** A ConfigMap `c` with a top-level `x:` at line 5 holding `value` (column 4). */
const configMapX = (value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\nx: ${value}\n`;
/** Flow lists nested `depth` deep. */
const nestedLists = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
/** Block maps nested `depth` deep, each level one space further in. */
const nestedMaps = (depth: number): string =>
  `x:\n${Array.from({ length: depth }, (_, i) => `${' '.repeat(i + 1)}a:`).join('\n')} 1\n`;
/** Nine aliases of the previous anchor per level, five levels: 9^5 expansions. */
const aliasBomb = (at: (level: string, previous: string) => string): string =>
  [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...['b', 'c', 'd', 'e'].map((level, i) => at(level, 'abcd'[i] ?? 'a')),
    '',
  ].join('\n');
const BOMB_SETTINGS = `apiVersion: gitshift.io/v1alpha1\nkind: Settings\n${aliasBomb(
  (level, previous) => `${level}: &${level} [${Array(9).fill(`*${previous}`).join(', ')}]`,
)}`;

export const BAD_INPUT_CASES: readonly BadInputCase[] = [
  // ── files and YAML ──────────────────────────────────────────────
  { name: 'unclosed flow sequence', files: { [APP]: 'a: [1, 2\nb: 3\n' }, expect: at('YAML_SYNTAX', 2, 1) },
  { name: 'tab indentation', files: { [APP]: 'metadata:\n\tname: x\n' }, expect: at('YAML_SYNTAX', 2, 1) },
  {
    name: 'unterminated quoted string',
    files: { [APP]: 'kind: "Service\n' },
    expect: at('YAML_SYNTAX', 2, 1),
  },
  {
    name: 'duplicate key',
    files: { [APP]: 'kind: Service\nkind: ConfigMap\n' },
    expect: at('YAML_DUPLICATE_KEY', 2, 1),
  },
  {
    name: 'duplicate key nested',
    files: { [APP]: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  name: b\n' },
    expect: at('YAML_DUPLICATE_KEY', 5, 3),
  },
  {
    name: 'billion laughs alias bomb',
    files: {
      [APP]: [
        'a: &a ["x","x","x","x","x","x","x","x","x"]',
        'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
        'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
        'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
        'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
        '',
      ].join('\n'),
    },
    expect: at('YAML_ALIAS_LIMIT', 1, 1, ''),
  },
  {
    name: 'unquoted yes as a string value',
    files: { [APP]: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\ndata:\n  enabled: yes\n' },
    expect: at('YAML_AMBIGUOUS_BOOLEAN', 6, 12, 'data.enabled'),
  },
  {
    name: 'unquoted off in a list',
    files: {
      [APP]: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\ndata:\n  modes: ["on", off]\n',
    },
    expect: at('YAML_AMBIGUOUS_BOOLEAN', 6, 17, 'data.modes[1]'),
  },
  {
    name: 'unquoted No for a boolean field',
    files: { [APP]: dc().replace('replicas: 1', 'paused: No') },
    expect: at('YAML_AMBIGUOUS_BOOLEAN', 6, 11, 'spec.paused'),
  },
  {
    name: 'file over the size cap',
    files: { [APP]: new Uint8Array(1024 * 1024 + 1).fill(0x23) },
    expect: at('FILE_TOO_LARGE', 1, 1, ''),
  },
  { name: 'document is a list', files: { [APP]: '- a\n- b\n' }, expect: at('YAML_NOT_AN_OBJECT', 1, 1, '') },
  {
    name: 'document is a scalar',
    files: { [APP]: 'just text\n' },
    expect: at('YAML_NOT_AN_OBJECT', 1, 1, ''),
  },
  {
    name: 'manifest directly under projects/',
    files: { 'projects/app.yaml': service },
    expect: at('FILE_OUTSIDE_PROJECT', 1, 1, '', 'projects/app.yaml'),
  },
  {
    // A missing gitshift.yaml alone is fine (defaults); with no project either, this is not a config repository.
    name: 'no gitshift.yaml and no project',
    settings: null,
    files: {},
    expect: at('SETTINGS_MISSING', 1, 1, '', 'gitshift.yaml'),
  },

  {
    name: 'number too large for JSON (1e400)',
    files: { [APP]: dc().replace('replicas: 1', 'replicas: 1e400') },
    expect: at('NUMBER_OUT_OF_RANGE', 6, 13, 'spec.replicas'),
  },
  {
    name: 'number too large for JSON (300-digit hex)',
    files: { [APP]: service.replace('port: 80', `port: 0x${'f'.repeat(300)}`) },
    expect: at('NUMBER_OUT_OF_RANGE', 7, 13, 'spec.ports[0].port'),
  },
  {
    name: 'number too large for JSON (.inf) in a file read the careful way',
    // An anchor anywhere in the file sends it to the careful reader.
    files: {
      [APP]:
        `${dc().replace('replicas: 1', 'replicas: .inf')}---\n${configMapYaml({ name: 'c', data: {} })}`.replace(
          'name: c',
          'name: &a c',
        ),
    },
    expect: at('NUMBER_OUT_OF_RANGE', 6, 13, 'spec.replicas'),
  },
  {
    name: 'integer beyond 2^53, which would be rounded',
    files: { [APP]: dc().replace('replicas: 1', 'replicas: 12345678901234567891') },
    expect: at('NUMBER_OUT_OF_RANGE', 6, 13, 'spec.replicas'),
  },
  // ── JSON files ─────────────────────────────────────────────────
  {
    name: 'JSON: missing comma between properties',
    files: { [JSON_APP]: '{\n  "apiVersion": "v1"\n  "kind": "ConfigMap"\n}\n' },
    expect: at('JSON_SYNTAX', 3, 3, '', JSON_APP),
  },
  {
    name: 'JSON: trailing comma',
    files: { [JSON_APP]: '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n}\n' },
    expect: at('JSON_SYNTAX', 3, 22, '', JSON_APP),
  },
  {
    name: 'JSON: unclosed list at the end of the file',
    files: { [JSON_APP]: '{"kind": "List", "items": [\n  {"kind": "ConfigMap"}\n' },
    expect: at('JSON_SYNTAX', 3, 1, '', JSON_APP),
  },
  {
    name: 'JSON: single-quoted string',
    files: { [JSON_APP]: '{\n  "kind": \'ConfigMap\'\n}\n' },
    expect: at('JSON_SYNTAX', 2, 11, '', JSON_APP),
  },
  {
    name: 'JSON: duplicate key',
    files: {
      [JSON_APP]:
        '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "metadata": {"name": "c"},\n  "kind": "Secret"\n}\n',
    },
    expect: at('YAML_DUPLICATE_KEY', 5, 3, '', JSON_APP),
  },
  {
    name: 'JSON: number too large (1e400)',
    files: {
      [JSON_APP]:
        '{\n  "apiVersion": "v1",\n  "kind": "Service",\n  "metadata": {"name": "web"},\n  "spec": {"ports": [{"port": 1e400}]}\n}\n',
    },
    expect: at('NUMBER_OUT_OF_RANGE', 5, 31, 'spec.ports[0].port', JSON_APP),
  },
  {
    name: 'JSON: integer beyond 2^53',
    files: {
      [JSON_APP]:
        '{"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},\n "spec": {"ports": [{"port": 12345678901234567891}]}}\n',
    },
    expect: at('NUMBER_OUT_OF_RANGE', 2, 30, 'spec.ports[0].port', JSON_APP),
  },
  {
    name: 'JSON: List item without a name',
    files: {
      [JSON_APP]: [
        '{"kind": "List", "apiVersion": "v1", "items": [',
        '  {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}},',
        '  {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {}}',
        ']}',
        '',
      ].join('\n'),
    },
    expect: at('SCHEMA_REQUIRED', 3, 57, 'items[1].metadata.name', JSON_APP),
  },

  // ── settings ───────────────────────────────────────────────────
  {
    name: 'settings: unknown field',
    settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSufix: apps.test\n',
    files: { [APP]: service },
    expect: at('SCHEMA_UNKNOWN_FIELD', 3, 1, 'routerSufix', 'gitshift.yaml'),
  },
  {
    name: 'settings: wrong ingress controller',
    settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\ningress:\n  controller: envoy\n',
    files: { [APP]: service },
    expect: at('SCHEMA_ENUM', 4, 15, 'ingress.controller', 'gitshift.yaml'),
  },
  {
    name: 'settings: prune ratio above 1',
    settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nprune:\n  maxDeleteRatio: 1.5\n',
    files: { [APP]: service },
    expect: at('SCHEMA_RANGE', 4, 19, 'prune.maxDeleteRatio', 'gitshift.yaml'),
  },
  {
    name: 'settings: wrong kind',
    settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Config\n',
    files: { [APP]: service },
    expect: at('SCHEMA_ENUM', 2, 7, 'kind', 'gitshift.yaml'),
  },
  {
    name: 'settings: router suffix with uppercase',
    settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: Apps.Example.com\n',
    files: { [APP]: service },
    expect: at('SCHEMA_PATTERN', 3, 15, 'routerSuffix', 'gitshift.yaml'),
  },

  // ── identity ───────────────────────────────────────────────────
  {
    name: 'missing apiVersion',
    files: { [APP]: 'kind: Service\nmetadata:\n  name: web\n' },
    expect: at('MISSING_API_VERSION', 1, 1, 'apiVersion'),
  },
  {
    name: 'missing kind',
    files: { [APP]: 'apiVersion: v1\nmetadata:\n  name: web\n' },
    expect: at('MISSING_KIND', 1, 1, 'kind'),
  },
  {
    name: 'missing metadata.name',
    files: { [APP]: 'apiVersion: v1\nkind: Service\nmetadata:\n  labels: {}\n' },
    expect: at('SCHEMA_REQUIRED', 4, 3, 'metadata.name'),
  },
  {
    name: 'unknown apiVersion of an OpenShift kind',
    files: { [APP]: dc().replace('apps.openshift.io/v1', 'apps.openshift.io/v2') },
    expect: at('UNKNOWN_API_VERSION', 1, 13, 'apiVersion'),
  },
  {
    name: 'uppercase name',
    files: { [APP]: dc('', 'Web') },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
  },
  {
    name: 'underscore in name',
    files: { [APP]: service.replace('name: web', 'name: web_api') },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
  },
  {
    name: 'Service name of 64 characters (a DNS-1035 label)',
    files: { [APP]: service.replace('name: web', `name: ${'a'.repeat(64)}`) },
    expect: at('NAME_TOO_LONG', 4, 9, 'metadata.name'),
  },
  {
    name: 'DeploymentConfig name of 254 characters (a DNS-1123 subdomain)',
    files: { [APP]: dc('', 'a'.repeat(254)) },
    expect: at('NAME_TOO_LONG', 4, 9, 'metadata.name'),
  },
  {
    name: 'Service name starting with a digit (a DNS-1035 label)',
    files: { [APP]: service.replace('name: web', 'name: 1web') },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
  },
  {
    name: "RoleBinding name with '/' (a path segment)",
    files: {
      [APP]:
        'apiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata:\n  name: ci/edit\nroleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  name: edit\n',
    },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
  },
  {
    name: 'configmap name with bad characters',
    files: { [APP]: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: My Config\n' },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
  },
  {
    name: 'project folder is not a DNS label',
    files: { 'projects/Shop_1/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/Shop_1'),
  },
  {
    name: 'namespace differs from the folder',
    files: { [APP]: service.replace('name: web', 'name: web\n  namespace: other') },
    expect: at('NAMESPACE_MISMATCH', 5, 14, 'metadata.namespace'),
  },
  {
    name: 'Project name differs from the folder',
    files: { [APP]: 'apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: store\n' },
    expect: at('PROJECT_NAME_MISMATCH', 4, 9, 'metadata.name'),
  },
  {
    name: 'same object twice',
    files: { [APP]: service, 'projects/shop/more.yaml': service },
    expect: at('DUPLICATE_OBJECT', 4, 9, 'metadata.name', 'projects/shop/more.yaml'),
  },
  {
    name: 'same DeploymentConfig in both apiVersion spellings',
    files: { [APP]: `${dc()}---\n${dc().replace('apps.openshift.io/v1', 'v1')}` },
    expect: at('DUPLICATE_OBJECT', 19, 9, 'metadata.name'),
  },
  {
    name: 'List with a broken item',
    files: {
      [APP]: 'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    metadata:\n      name: a\n',
    },
    expect: at('MISSING_KIND', 4, 5, 'items[0].kind'),
  },
  {
    name: 'ImageStreamList item without a name keeps its position',
    files: {
      [APP]: [
        'apiVersion: image.openshift.io/v1',
        'kind: ImageStreamList',
        'items:',
        '  - apiVersion: image.openshift.io/v1',
        '    kind: ImageStream',
        '    metadata:',
        '      name: web',
        '  - apiVersion: image.openshift.io/v1',
        '    kind: ImageStream',
        '    metadata:',
        '      labels: {}',
        '',
      ].join('\n'),
    },
    expect: at('SCHEMA_REQUIRED', 11, 7, 'items[1].metadata.name'),
  },
  {
    name: 'TemplateList whose items is not a list',
    files: { [APP]: 'apiVersion: template.openshift.io/v1\nkind: TemplateList\nitems: {}\n' },
    expect: at('SCHEMA_TYPE', 3, 8, 'items'),
  },

  // ── schema: Project ─────────────────────────────────────────────
  {
    name: 'self-heal annotation that is not true or false',
    files: {
      'projects/shop/project.yaml':
        'apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: shop\n  annotations:\n    gitshift.io/self-heal: "off"\n',
    },
    expect: at(
      'SCHEMA_ENUM',
      6,
      28,
      'metadata.annotations["gitshift.io/self-heal"]',
      'projects/shop/project.yaml',
    ),
  },

  // ── schema: what OpenShift refuses too ─────────────────────────
  {
    name: 'Route termination in a spelling OpenShift does not take (REENCRYPT)',
    files: {
      [APP]: `${routeYaml()}  tls:\n    termination: REENCRYPT\n`,
      'projects/shop/service.yaml': service,
    },
    expect: at('SCHEMA_ENUM', 10, 18, 'spec.tls.termination'),
  },
  {
    name: 'Route to null: the target is required',
    files: { [APP]: routeYaml().replace(/ {2}to:\n(?: {4}.*\n)+/, '  to: null\n') },
    expect: at('SCHEMA_REQUIRED', 6, 7, 'spec.to'),
  },
  {
    name: 'hook failurePolicy empty',
    files: {
      [APP]: dc().replace(
        '  template:',
        "  strategy:\n    type: Recreate\n    recreateParams:\n      pre:\n        failurePolicy: ''\n        execNewPod:\n          containerName: web\n          command: [migrate]\n  template:",
      ),
    },
    expect: at('SCHEMA_RANGE', 11, 24, 'spec.strategy.recreateParams.pre.failurePolicy'),
  },

  // ── schema: DeploymentConfig ───────────────────────────────────
  {
    name: 'trigger type not allowed',
    files: { [APP]: dc('  triggers:\n    - type: OnCommit\n') },
    expect: at('SCHEMA_ENUM', 16, 13, 'spec.triggers[0].type'),
  },
  {
    name: 'typo in imageChangeParams: a warning, as the API server drops unknown fields',
    files: { [APP]: dc('  triggers:\n    - type: ImageChange\n      imageChangeParms: {}\n') },
    expect: {
      ...at('SCHEMA_UNKNOWN_FIELD', 17, 7, 'spec.triggers[0].imageChangeParms'),
      severity: 'warning',
    },
  },
  {
    name: 'typo in imageChangeParams with --strict',
    unknownFields: 'error',
    files: { [APP]: dc('  triggers:\n    - type: ImageChange\n      imageChangeParms: {}\n') },
    expect: at('SCHEMA_UNKNOWN_FIELD', 17, 7, 'spec.triggers[0].imageChangeParms'),
  },
  {
    name: 'unknown field with --strict, inside a List item',
    unknownFields: 'error',
    files: {
      [APP]:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: route.openshift.io/v1\n    kind: Route\n    metadata:\n      name: web\n    id: web\n    spec:\n      to:\n        kind: Service\n        name: web\n',
      'projects/shop/service.yaml': service,
    },
    expect: at('SCHEMA_UNKNOWN_FIELD', 8, 5, 'items[0].id'),
  },
  {
    name: 'replicas as a word',
    files: { [APP]: dc().replace('replicas: 1', 'replicas: two') },
    expect: at('SCHEMA_TYPE', 6, 13, 'spec.replicas'),
  },
  {
    name: 'negative replicas',
    files: { [APP]: dc().replace('replicas: 1', 'replicas: -1') },
    expect: at('SCHEMA_RANGE', 6, 13, 'spec.replicas'),
  },
  {
    name: 'container without a name',
    files: { [APP]: dc().replace('- name: web\n', '- imagePullPolicy: Always\n') },
    expect: at('SCHEMA_REQUIRED', 13, 11, 'spec.template.spec.containers[0].name'),
  },
  {
    name: 'strategy type misspelled',
    files: { [APP]: dc('  strategy:\n    type: Rollin\n') },
    expect: at('SCHEMA_ENUM', 16, 11, 'spec.strategy.type'),
  },
  {
    name: 'hook without failurePolicy',
    files: {
      [APP]: dc(
        '  strategy:\n    type: Rolling\n    rollingParams:\n      pre:\n        execNewPod:\n          containerName: web\n          command: [migrate]\n',
      ),
    },
    expect: at('SCHEMA_REQUIRED', 19, 9, 'spec.strategy.rollingParams.pre.failurePolicy'),
  },
  {
    // The API server takes any failurePolicy string ('Skip' acts as Abort), but not a number.
    name: 'hook failurePolicy that is not a string',
    files: { [APP]: dc('  strategy:\n    recreateParams:\n      mid:\n        failurePolicy: 3\n') },
    expect: at('SCHEMA_TYPE', 18, 24, 'spec.strategy.recreateParams.mid.failurePolicy'),
  },
  {
    name: 'maxSurge as a boolean',
    files: { [APP]: dc('  strategy:\n    rollingParams:\n      maxSurge: true\n') },
    expect: at('SCHEMA_TYPE', 17, 17, 'spec.strategy.rollingParams.maxSurge'),
  },
  {
    name: 'image trigger from without a tag',
    files: {
      [APP]: `${stream}---\n${dc('  triggers:\n    - type: ImageChange\n      imageChangeParams:\n        from:\n          kind: ImageStreamTag\n          name: web\n')}`,
    },
    expect: at('SCHEMA_PATTERN', 31, 17, 'spec.triggers[0].imageChangeParams.from.name'),
  },
  {
    name: 'container port out of range',
    files: { [APP]: dc('          ports:\n            - containerPort: 70000\n') },
    expect: at('SCHEMA_RANGE', 16, 30, 'spec.template.spec.containers[0].ports[0].containerPort'),
  },
  {
    name: 'template missing',
    files: { [APP]: dc().split('  template:')[0] ?? '' },
    expect: at('SCHEMA_REQUIRED', 6, 3, 'spec.template'),
  },

  // ── schema: other kinds ────────────────────────────────────────
  {
    name: 'route TLS termination not allowed',
    files: {
      [APP]: `${service}---\n${routeYaml()}  tls:\n    termination: terminate\n`,
    },
    expect: at('SCHEMA_ENUM', 19, 18, 'spec.tls.termination'),
  },
  {
    name: 'route without to',
    files: {
      [APP]:
        'apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nspec:\n  host: web.example.com\n',
    },
    expect: at('SCHEMA_REQUIRED', 6, 3, 'spec.to'),
  },
  {
    name: 'route path without leading slash',
    files: {
      [APP]: `${service}---\napiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nspec:\n  path: api\n  to:\n    kind: Service\n    name: web\n`,
    },
    expect: at('SCHEMA_PATTERN', 15, 9, 'spec.path'),
  },
  {
    name: 'image stream tag source kind not allowed',
    files: { [APP]: stream.replace('kind: DockerImage', 'kind: Registry') },
    expect: at('SCHEMA_ENUM', 9, 15, 'spec.tags[0].from.kind'),
  },
  {
    name: 'status image that is not a digest',
    files: {
      [APP]: `${stream}status:\n  tags:\n    - tag: latest\n      items:\n        - dockerImageReference: nginx@sha256:abc\n          image: abc\n`,
    },
    expect: at('SCHEMA_PATTERN', 16, 18, 'status.tags[0].items[0].image'),
  },
  {
    name: 'build trigger type not allowed',
    files: {
      [APP]: `${stream}---\napiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: web\nspec:\n  strategy:\n    type: Docker\n  triggers:\n    - type: Push\n`,
    },
    // A BuildConfig's problems set it aside rather than block its project, until builds run.
    expect: { ...at('SCHEMA_ENUM', 20, 13, 'spec.triggers[0].type'), severity: 'warning' },
  },
  {
    name: 'source strategy without from',
    files: {
      [APP]:
        'apiVersion: v1\nkind: BuildConfig\nmetadata:\n  name: web\nspec:\n  strategy:\n    sourceStrategy:\n      incremental: true\n',
    },
    // A BuildConfig's problems set it aside rather than block its project, until builds run.
    expect: { ...at('SCHEMA_REQUIRED', 8, 7, 'spec.strategy.sourceStrategy.from'), severity: 'warning' },
  },
  {
    name: 'member role not allowed',
    files: {
      [APP]:
        'apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: shop\nspec:\n  members:\n    - kind: User\n      name: ann\n      role: owner\n',
    },
    expect: at('SCHEMA_ENUM', 9, 13, 'spec.members[0].role'),
  },
  {
    name: 'quota without hard',
    files: {
      [APP]:
        'apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: shop\nspec:\n  quota:\n    scopes: [BestEffort]\n',
    },
    expect: at('SCHEMA_REQUIRED', 7, 5, 'spec.quota.hard'),
  },
  {
    name: 'template parameter with a bad name',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: DB-PASSWORD\n',
    },
    expect: at('SCHEMA_PATTERN', 7, 11, 'parameters[0].name'),
  },
  {
    name: 'template generate not expression',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: random\n',
    },
    expect: at('SCHEMA_ENUM', 8, 15, 'parameters[0].generate'),
  },

  // ── references ─────────────────────────────────────────────────
  // The API server admits a reference to a missing object: a warning unless references are strict (TAG_CYCLE never resolves).
  {
    name: 'image trigger to a missing stream',
    files: {
      [APP]: dc(
        '  triggers:\n    - type: ImageChange\n      imageChangeParams:\n        from:\n          kind: ImageStreamTag\n          name: api:latest\n',
      ),
    },
    expect: {
      ...at('DANGLING_IMAGE_TRIGGER', 20, 17, 'spec.triggers[0].imageChangeParams.from.name'),
      severity: 'warning',
    },
  },
  {
    name: 'image trigger to a missing tag',
    files: {
      [APP]: `${stream}---\n${dc('  triggers:\n    - type: ImageChange\n      imageChangeParams:\n        from:\n          kind: ImageStreamTag\n          name: web:stable\n')}`,
    },
    expect: {
      ...at('DANGLING_IMAGE_TRIGGER', 31, 17, 'spec.triggers[0].imageChangeParams.from.name'),
      severity: 'warning',
    },
  },
  {
    name: 'route to a missing service',
    files: {
      [APP]: routeYaml(),
    },
    expect: { ...at('DANGLING_ROUTE_SERVICE', 8, 11, 'spec.to.name'), severity: 'warning' },
  },
  {
    name: 'route alternate backend to a missing service',
    files: {
      [APP]: `${service}---\n${routeYaml()}  alternateBackends:\n    - kind: Service\n      name: web-canary\n`,
    },
    expect: {
      ...at('DANGLING_ROUTE_SERVICE', 20, 13, 'spec.alternateBackends[0].name'),
      severity: 'warning',
    },
  },
  {
    name: 'build output to a missing stream',
    files: {
      [APP]:
        'apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: web\nspec:\n  strategy:\n    type: Docker\n  output:\n    to:\n      kind: ImageStreamTag\n      name: web:latest\n',
    },
    // A BuildConfig's problems set it aside rather than block its project, until builds run.
    expect: { ...at('DANGLING_BUILD_OUTPUT', 11, 13, 'spec.output.to.name'), severity: 'warning' },
  },
  {
    name: 'build from a missing builder tag',
    files: {
      [APP]: `${stream}---\napiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: web\nspec:\n  strategy:\n    sourceStrategy:\n      from:\n        kind: ImageStreamTag\n        name: ruby:2.7\n`,
    },
    // A BuildConfig's problems set it aside rather than block its project, until builds run.
    expect: {
      ...at('DANGLING_IMAGE_STREAM_TAG', 21, 15, 'spec.strategy.sourceStrategy.from.name'),
      severity: 'warning',
    },
  },
  {
    name: 'tag tracks a missing tag',
    files: {
      [APP]: `${stream}    - name: stable\n      from:\n        kind: ImageStreamTag\n        name: prod\n`,
    },
    expect: { ...at('DANGLING_IMAGE_STREAM_TAG', 14, 15, 'spec.tags[1].from.name'), severity: 'warning' },
  },
  {
    name: 'tags tracking each other in a circle',
    files: {
      [APP]: yaml`
        apiVersion: image.openshift.io/v1
        kind: ImageStream
        metadata:
          name: web
        spec:
          tags:
            - name: a
              from:
                kind: ImageStreamTag
                name: b
            - name: b
              from:
                kind: ImageStreamTag
                name: web:a
      `,
    },
    expect: at('TAG_CYCLE', 10, 15, 'spec.tags[0].from.name'),
  },

  // ── templates ──────────────────────────────────────────────────
  {
    name: 'template output past the longest string JavaScript can hold',
    // 400 KiB × 1,500 references ≈ 614 million characters, from a 406 KB file.
    files: { [APP]: templateOf('${P}'.repeat(1500), 'x'.repeat(400 * 1024)) },
    expect: at('TEMPLATE_OUTPUT_TOO_LARGE', 6, 5, 'objects[0]'),
  },
  {
    name: 'template output of 200 MB from a 150 KB file',
    files: { [APP]: templateOf('${P}'.repeat(20_000), 'y'.repeat(10 * 1024)) },
    expect: at('TEMPLATE_OUTPUT_TOO_LARGE', 6, 5, 'objects[0]'),
  },
  {
    name: 'template ${{P}} with a number too large for JSON',
    files: { [APP]: templateOf('${{P}}', '"1e400"') },
    expect: at('NUMBER_OUT_OF_RANGE', 11, 10, 'objects[0].data.v'),
  },
  {
    name: 'required template parameter without value',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: ADMIN\n    required: true\n',
    },
    expect: at('TEMPLATE_PARAMETER_REQUIRED', 7, 5, 'parameters[0]'),
  },
  {
    name: 'generate expression with length 0',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "[a-z]{0}"\n',
    },
    expect: at('TEMPLATE_GENERATE_INVALID', 9, 11, 'parameters[0].from'),
  },
  {
    name: 'generate expression with length 256',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "[\\\\w]{256}"\n',
    },
    expect: at('TEMPLATE_GENERATE_INVALID', 9, 11, 'parameters[0].from'),
  },
  {
    name: 'generate expression with a class oc calls malformed',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "[abc]{8}"\n',
    },
    expect: at('TEMPLATE_GENERATE_INVALID', 9, 11, 'parameters[0].from'),
  },
  {
    name: 'generated parameter without a seed',
    seed: null,
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "[a-z]{8}"\n',
    },
    expect: at('TEMPLATE_SEED_MISSING', 8, 15, 'parameters[0].generate'),
  },
  {
    name: 'template object without a name',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects:\n  - apiVersion: v1\n    kind: ConfigMap\n    data: {}\n',
    },
    expect: at('SCHEMA_REQUIRED', 6, 5, 'objects[0].metadata.name'),
  },
  {
    name: 'template object fails its schema after substitution',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects:\n  - apiVersion: apps.openshift.io/v1\n    kind: DeploymentConfig\n    metadata:\n      name: web\n    spec:\n      replicas: ${{REPLICAS}}\n      template:\n        spec:\n          containers:\n            - name: web\nparameters:\n  - name: REPLICAS\n    value: many\n',
    },
    expect: at('SCHEMA_TYPE', 11, 17, 'objects[0].spec.replicas'),
  },
  {
    name: 'template values give a parameter the template does not have',
    files: { [APP]: valuesTemplate, [VALUES]: valuesOf('  NAME: web\n  replica: "2"\n') },
    expect: at('TEMPLATE_PARAMETER_UNKNOWN', 8, 3, 'parameters.replica', VALUES),
  },
  {
    name: 'template values leave out a required parameter',
    files: { [APP]: valuesTemplate, [VALUES]: valuesOf('  REPLICAS: "2"\n') },
    expect: at('TEMPLATE_PARAMETER_REQUIRED', 6, 1, 'parameters', VALUES),
  },
  {
    name: 'template values give ${{P}} a value of the wrong type',
    files: { [APP]: valuesTemplate, [VALUES]: valuesOf('  NAME: web\n  REPLICAS: many\n') },
    expect: at('SCHEMA_TYPE', 8, 13, 'parameters.REPLICAS', VALUES),
  },
  {
    name: 'template values name no template of the project',
    files: {
      [APP]: valuesTemplate.replace('required: true', 'value: web'),
      [VALUES]: valuesOf('  NAME: web\n', 'webb'),
    },
    expect: at('TEMPLATE_VALUES_UNMATCHED', 5, 11, 'template', VALUES),
  },
  {
    name: 'template values give a value that is neither text, a whole number nor a boolean',
    files: { [APP]: valuesTemplate, [VALUES]: valuesOf('  NAME: web\n  REPLICAS: [2]\n') },
    expect: at('SCHEMA_TYPE', 8, 13, 'parameters.REPLICAS', VALUES),
  },
  // ── issue 17: hostile input ─────────────────────────────────────
  {
    name: 'alias bomb through merge keys (<<: [*a, *a, …])',
    files: {
      [APP]: aliasBomb(
        (level, previous) => `${level}: &${level} {<<: [${Array(9).fill(`*${previous}`).join(', ')}]}`,
      ),
    },
    expect: at('YAML_ALIAS_LIMIT', 1, 1, ''),
  },
  {
    name: 'alias bomb in gitshift.yaml',
    files: { 'gitshift.yaml': BOMB_SETTINGS },
    expect: at('YAML_ALIAS_LIMIT', 1, 1, '', 'gitshift.yaml'),
  },
  {
    name: 'alias bomb in the second document of a file',
    files: {
      [APP]: `${service}---\n${aliasBomb((l, p) => `${l}: &${l} [${Array(9).fill(`*${p}`).join(', ')}]`)}`,
    },
    expect: at('YAML_ALIAS_LIMIT', 1, 1, ''),
  },
  {
    name: 'flow lists nested 257 deep, one past the limit',
    files: { [APP]: configMapX(nestedLists(257)) },
    expect: at('YAML_TOO_DEEP', 1, 1, ''),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'flow lists nested 1,000 deep, where the parser would run out of stack',
    files: { [APP]: configMapX(nestedLists(1000)) },
    expect: at('YAML_TOO_DEEP', 1, 1, ''),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'flow lists nested 100,000 deep in a file under the size cap',
    files: { [APP]: configMapX(nestedLists(100_000)) },
    expect: at('YAML_TOO_DEEP', 1, 1, ''),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'block maps nested 1,200 deep',
    files: { [APP]: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n${nestedMaps(1200)}` },
    expect: at('YAML_TOO_DEEP', 1, 1, ''),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'JSON: arrays nested 100,000 deep',
    files: {
      [JSON_APP]: `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "x": ${nestedLists(100_000)}}`,
    },
    expect: at('YAML_TOO_DEEP', 1, 1, '', JSON_APP),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'JSON: objects nested 50,000 deep',
    files: {
      [JSON_APP]: `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "x": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
    },
    expect: at('YAML_TOO_DEEP', 1, 1, '', JSON_APP),
    hostile: 'yaml-bombs-and-nesting',
  },
  {
    name: 'number too large for JSON, negative (-1e400)',
    files: { [APP]: configMapX('-1e400') },
    expect: at('NUMBER_OUT_OF_RANGE', 5, 4, 'x'),
  },
  {
    name: 'not a number (.nan)',
    files: { [APP]: configMapX('.nan') },
    expect: at('NUMBER_OUT_OF_RANGE', 5, 4, 'x'),
  },
  {
    name: 'an integer of 100,000 digits',
    files: { [APP]: configMapX('9'.repeat(100_000)) },
    expect: at('NUMBER_OUT_OF_RANGE', 5, 4, 'x'),
  },
  {
    name: 'an integer one below int64 (-9223372036854775809)',
    files: { [APP]: configMapX('-9223372036854775809') },
    expect: at('NUMBER_OUT_OF_RANGE', 5, 4, 'x'),
  },
  {
    name: 'a port of 26 digits',
    files: { [APP]: service.replace('port: 80', 'port: 99999999999999999999999999') },
    expect: at('NUMBER_OUT_OF_RANGE', 7, 13, 'spec.ports[0].port'),
  },
  {
    name: 'JSON: an exponent of eleven digits (1e99999999999)',
    files: {
      [JSON_APP]: '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "x": 1e99999999999}',
    },
    expect: at('NUMBER_OUT_OF_RANGE', 1, 75, 'x', JSON_APP),
  },
  {
    name: 'a byte 0xff in a YAML string',
    files: { [APP]: configMapWith(new Uint8Array([0xff, 0xfe])) },
    expect: at('FILE_NOT_UTF8', 6, 7, ''),
  },
  {
    name: 'JSON: an overlong encoding of "/" (0xc0 0xaf)',
    files: {
      [JSON_APP]: Buffer.concat([
        Buffer.from('{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "data": {"v": "'),
        Buffer.from([0xc0, 0xaf]),
        Buffer.from('"}}'),
      ]),
    },
    expect: at('FILE_NOT_UTF8', 1, 85, '', JSON_APP),
  },
  {
    name: 'a surrogate half encoded as UTF-8 (CESU-8)',
    files: { [APP]: configMapWith(new Uint8Array([0xed, 0xa0, 0x80])) },
    expect: at('FILE_NOT_UTF8', 6, 7, ''),
  },
  {
    name: 'a code point past U+10FFFF (0xf4 0x90 0x80 0x80)',
    files: { [APP]: configMapWith(new Uint8Array([0xf4, 0x90, 0x80, 0x80])) },
    expect: at('FILE_NOT_UTF8', 6, 7, ''),
  },
  {
    name: 'a character cut off at the end of the file',
    files: { [APP]: Buffer.concat([Buffer.from(service), Buffer.from('# caf'), Buffer.from([0xc3])]) },
    expect: at('FILE_NOT_UTF8', 9, 6, ''),
  },
  {
    name: 'a UTF-16 file with its byte-order mark',
    files: { [APP]: Buffer.from(`\ufeff${service}`, 'utf16le') },
    expect: at('FILE_NOT_UTF8', 1, 1, ''),
  },
  {
    name: 'a byte 0xff in gitshift.yaml',
    files: {
      'gitshift.yaml': Buffer.concat([
        Buffer.from('apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: "'),
        Buffer.from([0xff]),
        Buffer.from('"\n'),
      ]),
      [APP]: service,
    },
    expect: at('FILE_NOT_UTF8', 3, 16, '', 'gitshift.yaml'),
  },
  {
    name: 'project folder %2e%2e (.. percent-encoded)',
    files: { 'projects/%2e%2e/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/%2e%2e'),
    hostile: 'folder-escape',
  },
  {
    name: 'project folder with / percent-encoded (shop%2Fkube-system)',
    files: { 'projects/shop%2Fkube-system/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/shop%2Fkube-system'),
    hostile: 'folder-escape',
  },
  {
    name: 'project folder %2F..%2F..%2Fetc',
    files: { 'projects/%2F..%2F..%2Fetc/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/%2F..%2F..%2Fetc'),
    hostile: 'folder-escape',
  },
  {
    name: 'project folder with a Cyrillic letter that looks Latin (shоp)',
    files: { 'projects/shоp/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/shоp'),
    hostile: 'folder-escape',
  },
  {
    name: 'project folder with a backslash (shop\\..\\kube-system)',
    files: { 'projects/shop\\..\\kube-system/app.yaml': service },
    expect: at('INVALID_NAME', 1, 1, '', 'projects/shop\\..\\kube-system'),
    hostile: 'folder-escape',
  },
  {
    name: 'project folder of 64 characters, one past a namespace name',
    files: { [`projects/${'a'.repeat(64)}/app.yaml`]: service },
    expect: at('NAME_TOO_LONG', 1, 1, '', `projects/${'a'.repeat(64)}`),
    hostile: 'folder-escape',
  },
  {
    name: 'an object placing itself in ../kube-system',
    files: { [APP]: service.replace('name: web', 'name: web\n  namespace: ../kube-system') },
    expect: at('NAMESPACE_MISMATCH', 5, 14, 'metadata.namespace'),
    hostile: 'folder-escape',
  },
  {
    name: 'an object named ../kube-system',
    files: { [APP]: configMapX('1').replace('name: c', 'name: ../kube-system').replace('x: 1\n', '') },
    expect: at('INVALID_NAME', 4, 9, 'metadata.name'),
    hostile: 'folder-escape',
  },
  {
    name: 'generate expression of 10,000 classes that would draw 2.5 MB for one parameter',
    files: {
      [APP]: `apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "${'[\\\\w]{255}'.repeat(10_000)}"\n`,
    },
    expect: at('TEMPLATE_GENERATE_INVALID', 9, 11, 'parameters[0].from'),
  },
  {
    name: 'generate expression with a length of 20 digits',
    files: {
      [APP]:
        'apiVersion: template.openshift.io/v1\nkind: Template\nmetadata:\n  name: t\nobjects: []\nparameters:\n  - name: P\n    generate: expression\n    from: "[\\\\w]{99999999999999999999}"\n',
    },
    expect: at('TEMPLATE_GENERATE_INVALID', 9, 11, 'parameters[0].from'),
  },
  {
    name: 'a path through .. (projects/../app.yaml), as only a hand-made git tree holds',
    files: { 'projects/../app.yaml': service },
    expect: at('FILE_OUTSIDE_PROJECT', 1, 1, '', 'projects/../app.yaml'),
    hostile: 'folder-escape',
  },
  {
    name: 'a path climbing twice (projects/../../etc/app.yaml)',
    files: { 'projects/../../etc/app.yaml': service },
    expect: at('FILE_OUTSIDE_PROJECT', 1, 1, '', 'projects/../../etc/app.yaml'),
    hostile: 'folder-escape',
  },
  {
    name: 'a path through . (projects/./app.yaml)',
    files: { 'projects/./app.yaml': service },
    expect: at('FILE_OUTSIDE_PROJECT', 1, 1, '', 'projects/./app.yaml'),
    hostile: 'folder-escape',
  },
];
