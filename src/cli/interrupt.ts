/**
 * A signal that Ctrl-C (SIGINT) or SIGTERM aborts, for a command that waits
 * on the cluster (`sync --wait`, `plan`): the command stops where it is and
 * says what it abandoned, instead of dying mid-request. Only the first
 * signal is caught; a second one ends the process at once, as usual.
 * `dispose()` gives the signals back.
 */
export function interruptSignal(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    dispose();
    controller.abort(new Error(`interrupted (${name})`));
  };
  const dispose = (): void => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { signal: controller.signal, dispose };
}
