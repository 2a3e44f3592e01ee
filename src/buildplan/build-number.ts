/**
 * Build numbers, from the names of a BuildConfig's builds (`<bc>-<n>`,
 * OpenShift's naming). Other names in the list (another BuildConfig's
 * `<bc>-x-1`, a hand-made object) are ignored rather than trusted.
 */

/** The number of build `name` of BuildConfig `buildConfig`, or undefined when the name is not `<bc>-<n>`. */
export function parseBuildNumber(buildConfig: string, name: string): number | undefined {
  const prefix = `${buildConfig}-`;
  if (!name.startsWith(prefix)) return undefined;
  const digits = name.slice(prefix.length);
  // Leading zeros would give two names one number; OpenShift never writes them.
  if (!/^[1-9]\d*$/.test(digits)) return undefined;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? number : undefined;
}

/**
 * The number of the next build: one more than the highest in use, so a
 * deleted build's number is never given again (history limits delete old
 * builds; `lastVersion` keeps counting past them).
 */
export function nextBuildNumber(
  buildConfig: string,
  existingNames: Iterable<string>,
  /** The highest number ever given, when the caller keeps it (OpenShift's `status.lastVersion`). Default: 0. */
  lastVersion = 0,
): number {
  let highest = Number.isSafeInteger(lastVersion) && lastVersion > 0 ? lastVersion : 0;
  for (const name of existingNames) {
    const number = parseBuildNumber(buildConfig, name);
    if (number !== undefined && number > highest) highest = number;
  }
  return highest + 1;
}
