import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The environment variable a module process reads its start data from (JSON). */
export const MODULE_PROCESS_DATA = 'GITSHIFT_MODULE_PROCESS_DATA';

/** What serve's side holds of a module process: messages both ways, and its end. */
export interface ModuleProcess<ToChild, FromChild> {
  readonly pid: number | undefined;
  postMessage(message: ToChild): void;
  on(event: 'message', listener: (message: FromChild) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number | null) => void): void;
  /** Keeps serve's process up while the child runs (what a sync in flight needs). */
  ref(): void;
  /** Lets serve's process end though the child runs. */
  unref(): void;
  /** Ends the child and resolves when it has exited. */
  terminate(): Promise<void>;
}

/**
 * Runs the module `name` (without extension) beside `from` (the caller's
 * `import.meta.url`) in a Node process of its own, in a session of its own:
 * with the kernel's autogroups, the CPU it spends is not taken from the turn
 * of the process that started it (serve's webhook intake), whose threads
 * otherwise wait for their group's turn behind it. Messages go through the
 * IPC channel with V8's serializer (as for a worker thread's postMessage);
 * the child exits when the channel closes, serve's process gone or not.
 * Run from TypeScript (the tests), the child loads the `.ts` module through tsx.
 */
export function startModuleProcess<ToChild, FromChild>(
  from: string,
  name: string,
  options: { readonly data: unknown; readonly maxHeapMiB?: number | undefined },
): ModuleProcess<ToChild, FromChild> {
  const typescript = from.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${name}.${typescript ? 'ts' : 'js'}`, from));
  const child: ChildProcess = fork(entry, [], {
    serialization: 'advanced',
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [MODULE_PROCESS_DATA]: JSON.stringify(options.data) },
    execArgv: [
      ...(typescript ? ['--import', 'tsx'] : []),
      ...(options.maxHeapMiB === undefined ? [] : [`--max-old-space-size=${options.maxHeapMiB}`]),
    ],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid,
    postMessage: (message) => {
      if (child.connected) child.send(message as object);
    },
    on: (event: string, listener: (...args: never[]) => void) =>
      void child.on(event, listener as (...args: unknown[]) => void),
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) {
        // Waited for: an unref'd child's exit would not keep serve's process up until it comes.
        child.ref();
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

/** The child's side: messages from and to the process that started it, and its start data. */
export function moduleProcessParent<Data, FromParent, ToParent>(): {
  readonly data: Data;
  readonly on: (listener: (message: FromParent) => void) => void;
  readonly send: (message: ToParent) => void;
} {
  const send = process.send?.bind(process);
  if (send === undefined) throw new Error('this module runs only as a module process (startModuleProcess)');
  // The channel closes when serve's process ends, however it ends: so does this one.
  process.once('disconnect', () => process.exit(0));
  return {
    data: JSON.parse(process.env[MODULE_PROCESS_DATA] ?? 'null') as Data,
    on: (listener) => void process.on('message', listener as (message: unknown) => void),
    send: (message) => {
      if (process.connected) send(message);
    },
  };
}
