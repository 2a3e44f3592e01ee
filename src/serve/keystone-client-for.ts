import { createKeystoneClient, type KeystoneClient } from '../identity/keystone-client.js';
import type { KeystoneSettings } from '../model/keystone-settings.js';
import type { Logger } from '../observability/logger.js';

/**
 * What is made from gitshift.yaml's `keystone:` (a client, a judge, a
 * directory) made again, with a new service token and empty caches, only
 * when those settings change from one revision to the next.
 */
export function perKeystoneSettings<T>(
  make: (settings: KeystoneSettings) => T,
): (settings: KeystoneSettings) => T {
  let made: { key: string; value: T } | undefined;
  return (settings) => {
    const key = JSON.stringify(settings);
    if (made?.key !== key) made = { key, value: make(settings) };
    return made.value;
  };
}

/** A Keystone client signed in as the settings' service user. */
export function serviceUserClient(settings: KeystoneSettings, log: Logger): KeystoneClient {
  return createKeystoneClient({ url: settings.url, serviceUser: settings.serviceUser, log });
}
