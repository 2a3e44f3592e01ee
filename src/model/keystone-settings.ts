import { durationMs } from './duration.js';
import type { KeystoneSettingsWithDefaults, ProjectMember } from './generated/index.js';

/** A role a Project's member holds in gitshift: bound to the built-in ClusterRole of that name. */
export type MemberRole = ProjectMember['role'];

/** `keystone:` of gitshift.yaml: the Keystone (identity v3) that says who is who. */
export interface KeystoneSettings {
  /** The identity API's base, without `/v3` and without a trailing slash: `https://keystone.example.com:5000`. */
  readonly url: string;
  /** The domain (by name) of the users, groups and projects a repository names. */
  readonly domain: string;
  readonly serviceUser: {
    /** Files on serve's machine: the name and password are never in Git. */
    readonly nameFile: string;
    readonly passwordFile: string;
    /** The service user's domain (by name): keystone.domain unless given. */
    readonly domain: string;
    /** The project its token is scoped to; undefined: a system-scoped token. */
    readonly project: string | undefined;
  };
  /** Keystone role name → gitshift role. */
  readonly roles: Readonly<Record<string, MemberRole>>;
  /** How long a validated token is trusted before Keystone is asked again (never past its expiry). */
  readonly tokenCacheTtlMs: number;
  /** How often serve commits the followed Keystone projects' role assignments; 0: never. */
  readonly followIntervalMs: number;
}

/** Maps schema-valid `keystone:` settings, defaults filled in, to what gitshift reads. */
export function keystoneSettingsFromValue(value: KeystoneSettingsWithDefaults): KeystoneSettings {
  const { serviceUser } = value;
  return {
    url: identityBase(value.url),
    domain: value.domain,
    serviceUser: {
      nameFile: serviceUser.nameFile,
      passwordFile: serviceUser.passwordFile,
      domain: serviceUser.domain ?? value.domain,
      project: serviceUser.project,
    },
    roles: { ...value.roles },
    // The schema's pattern is the parser's grammar: a valid file always has a duration here.
    tokenCacheTtlMs: durationMs(value.tokenCacheTtl) ?? 0,
    followIntervalMs: durationMs(value.followInterval) ?? 0,
  };
}

/** `https://k:5000/v3/` and `https://k:5000` are the same endpoint: clients add `/v3/...` themselves. */
export function identityBase(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v3$/, '');
}
