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
}

const DOCKER_HUB_API = 'https://registry-1.docker.io';

/**
 * The endpoint of a registry host. Docker Hub's API is not at `docker.io`;
 * loopback hosts and hosts configured (or tagged by an ImageStream's
 * `importPolicy.insecure`) as insecure are spoken to over plain HTTP.
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
  if (config?.url !== undefined) return { host, baseUrl: config.url.replace(/\/+$/, ''), credentials };
  if (host === DOCKER_HUB) return { host, baseUrl: DOCKER_HUB_API, credentials };
  const plain = insecure || config?.insecure === true || isLoopback(host);
  return { host, baseUrl: `${plain ? 'http' : 'https'}://${host}`, credentials };
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
