import { GitshiftError } from '../errors/index.js';
import { DOCKER_HUB, normalizeRepository } from './image-name.js';

/** How to reach one registry host, from gitshift's own configuration. */
export interface RegistryHostConfig {
  /** Base URL of the registry API when it is not `https://<host>` (a mirror, a port-forward). */
  readonly url?: string;
  readonly username?: string;
  /** A file holding the password or token; read when a login is needed, so a rotated secret is picked up. */
  readonly passwordFile?: string;
  /** Plain HTTP. Loopback hosts are always reached over plain HTTP. */
  readonly insecure?: boolean;
  /**
   * Token services on another origin that may be asked for this registry's
   * tokens, with its credentials: `https://gitlab.com` for
   * registry.gitlab.com, `http://registry.internal:5001`. Origins (scheme,
   * host, port), as written. The registry's own origin, and auth.docker.io
   * for docker.io, need no entry. See judgeRealm.
   */
  readonly tokenRealms?: readonly string[];
}

/** Per registry host (`registry.example.com`, `127.0.0.1:5000`, `docker.io`). */
export type RegistryHostsConfig = Readonly<Record<string, RegistryHostConfig>>;

/** Where a host's API lives and who to log in as there. */
export interface RegistryEndpoint {
  /** The host as images name it, normalised (`docker.io`). */
  readonly host: string;
  /** `https://registry-1.docker.io`, `http://127.0.0.1:5000`: no trailing slash. */
  readonly baseUrl: string;
  readonly credentials: { readonly username: string; readonly passwordFile: string } | undefined;
  /** Configured `tokenRealms`, as origins. */
  readonly tokenRealms: readonly string[];
}

const DOCKER_HUB_API = 'https://registry-1.docker.io';

/**
 * The endpoint of a registry host. Docker Hub's API is not at `docker.io`;
 * loopback hosts and hosts configured as insecure are spoken to over plain
 * HTTP, and so are hosts an ImageStream tags `importPolicy.insecure` — unless
 * the daemon holds credentials for the host. Any project folder may set that
 * flag, so it must not move credentials configured for the whole daemon to
 * plain HTTP, where anyone on the path reads them and may answer in the
 * registry's place (a digest, a token realm): such a host keeps the scheme
 * its configuration gives it, and a registry that really speaks plain HTTP
 * is declared so in that configuration (`insecure: true`, an `http://` url).
 */
export function registryEndpoint(
  registryHost: string,
  hosts: RegistryHostsConfig,
  { insecure = false }: { insecure?: boolean } = {},
): RegistryEndpoint {
  const host = normalizeRepository({ registryHost, repository: 'x/x' }).registryHost;
  const config = hostConfig(host, hosts);
  const credentials =
    config?.username !== undefined && config.passwordFile !== undefined
      ? { username: config.username, passwordFile: config.passwordFile }
      : undefined;
  const tokenRealms = (config?.tokenRealms ?? []).map((realm) => originOf(host, realm));
  const endpoint = { host, credentials, tokenRealms };
  if (config?.url !== undefined) return { ...endpoint, baseUrl: config.url.replace(/\/+$/, '') };
  if (host === DOCKER_HUB) return { ...endpoint, baseUrl: DOCKER_HUB_API };
  const plain = (insecure && credentials === undefined) || config?.insecure === true || isLoopback(host);
  return { ...endpoint, baseUrl: `${plain ? 'http' : 'https'}://${host}` };
}

function originOf(host: string, realm: string): string {
  try {
    const url = new URL(realm);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Reported below, as any realm that is not an http(s) URL.
  }
  throw new GitshiftError(
    'REGISTRY_CONFIG_INVALID',
    `tokenRealms of registry ${host}: ${JSON.stringify(realm)} is not an http(s) origin such as https://auth.example.com`,
    { host },
  );
}

/**
 * Whether `registryHost` is one of the configured registries (any alias of
 * Docker Hub counting as docker.io): with `onlyConfiguredHosts`, the only
 * hosts a registry request may start at, so that an ImageStream or a webhook
 * naming the cloud's metadata service or a sidecar on loopback reaches nothing.
 */
export function isConfiguredHost(registryHost: string, hosts: RegistryHostsConfig): boolean {
  const host = normalizeRepository({ registryHost, repository: 'x/x' }).registryHost;
  return hostConfig(host, hosts) !== undefined;
}

/** The configuration for a host, whatever alias of Docker Hub it was written under. */
function hostConfig(host: string, hosts: RegistryHostsConfig): RegistryHostConfig | undefined {
  for (const [name, config] of Object.entries(hosts)) {
    if (normalizeRepository({ registryHost: name, repository: 'x/x' }).registryHost === host) return config;
  }
  return undefined;
}

export function isLoopback(host: string): boolean {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}
