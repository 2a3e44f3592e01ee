import { throwIfAborted } from './clock.js';

/**
 * Runs a generator's steps (see model/steps.ts) in slices of about `sliceMs`
 * of CPU, letting the event loop turn between slices: requests that arrive
 * meanwhile (webhook deliveries, probes) wait for one slice, not for the
 * whole load or render. A delivery takes several turns of the loop (its body,
 * its signature, the replay store's write and fdatasync, its answer), each
 * behind a slice: 1 ms slices took p99 of deliveries during serve's first
 * load from 26-38 ms to 18-29 ms against 4 ms ones (bench/RESULTS.md, issue
 * 19's fifth session). Aborting `signal` ends it between slices (ABORTED).
 */
export async function runSliced<T>(
  steps: Generator<void, T, void>,
  { sliceMs = 1, signal }: { readonly sliceMs?: number; readonly signal?: AbortSignal | undefined } = {},
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      // setImmediate, not a timer: the next turn of the loop, after the I/O that waited.
      await new Promise<void>((resolve) => setImmediate(resolve));
      throwIfAborted(signal, 'sliced work');
      sliceStart = performance.now();
    }
  }
}
