import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TESTBED_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const REPO_DIR = resolve(TESTBED_DIR, '..');

export interface TestbedVersions {
  readonly kubernetes: string;
  readonly etcd: string;
  readonly kwok: string;
  readonly gitea: string;
  readonly traefik: string;
  readonly keystone: string;
  readonly gunicorn: string;
}

/** The versions pinned in testbed/versions.env, the one place they are set. */
export function readVersions(): TestbedVersions {
  const text = readFileSync(join(TESTBED_DIR, 'versions.env'), 'utf8');
  const value = (name: string): string => {
    const match = new RegExp(`^${name}=(\\S+)`, 'm').exec(text);
    if (match?.[1] === undefined) throw new Error(`testbed/versions.env does not set ${name}`);
    return match[1];
  };
  return {
    kubernetes: value('KUBERNETES_VERSION'),
    etcd: value('ETCD_VERSION'),
    kwok: value('KWOK_VERSION'),
    gitea: value('GITEA_VERSION'),
    traefik: value('TRAEFIK_VERSION'),
    keystone: value('KEYSTONE_VERSION'),
    gunicorn: value('GUNICORN_VERSION'),
  };
}

export interface TestbedPaths {
  /** Where install.sh put the binaries for the pinned versions. */
  readonly bin: string;
  /** Images the real node's pods run, built here from Debian's files and kept as OCI layouts. */
  readonly nodeImages: string;
  /** kwok's Stage manifests, taken from its module by install.sh. */
  readonly kwokStages: string;
  /** Where a running testbed keeps its certificates, data, logs and state. */
  readonly state: string;
  readonly kubeconfig: string;
  /** Gitea, the testbed's forge: its binary, and its module source, where it reads templates and assets at run time. */
  readonly gitea: { readonly bin: string; readonly staticRoot: string };
  /** Traefik, the testbed's ingress controller. */
  readonly traefik: { readonly bin: string };
  /** Keystone's virtualenv (install.sh), keyed by the versions and testbed/keystone/constraints.txt. */
  readonly keystone: { readonly binDir: string; readonly keystoneManage: string; readonly gunicorn: string };
}

/** Mirrors testbed/lib.sh, so the shell installer and the TypeScript runner agree. */
export function testbedPaths(env: Readonly<Record<string, string | undefined>>): TestbedPaths {
  const v = readVersions();
  const cacheRoot =
    env['GITSHIFT_CACHE_DIR'] ??
    join(env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'gitshift', 'testbed');
  const state = env['GITSHIFT_TESTBED_DIR'] ?? join(REPO_DIR, '.testbed');
  const cache = join(cacheRoot, `k8s-${v.kubernetes}_etcd-${v.etcd}_kwok-${v.kwok}`);
  return {
    bin: join(cache, 'bin'),
    nodeImages: join(cache, 'node-images'),
    kwokStages: join(cache, 'kwok-stages.yaml'),
    state,
    kubeconfig: join(state, 'kubeconfig'),
    gitea: {
      bin: join(cacheRoot, `gitea-${v.gitea}`, 'bin', 'gitea'),
      staticRoot: join(cacheRoot, `gitea-${v.gitea}`, 'src'),
    },
    traefik: { bin: join(cacheRoot, `traefik-${v.traefik}`, 'bin', 'traefik') },
    keystone: keystonePaths(cacheRoot, v),
  };
}

function keystonePaths(cacheRoot: string, v: TestbedVersions): TestbedPaths['keystone'] {
  // install.sh: the first 12 hex digits of the constraints file's sha256.
  const constraints = readFileSync(join(TESTBED_DIR, 'keystone', 'constraints.txt'));
  const key = createHash('sha256').update(constraints).digest('hex').slice(0, 12);
  const binDir = join(cacheRoot, `keystone-${v.keystone}_gunicorn-${v.gunicorn}_${key}`, 'bin');
  return { binDir, keystoneManage: join(binDir, 'keystone-manage'), gunicorn: join(binDir, 'gunicorn') };
}
