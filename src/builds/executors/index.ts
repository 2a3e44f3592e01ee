export type { LocalExecutorOptions } from './local-executor.js';
export { LocalExecutor, CUSTOM_INPUTS_DIR } from './local-executor.js';
export type { PodExecutorOptions } from './pod-executor.js';
export { PodExecutor } from './pod-executor.js';
export type { ContextServerOptions, ContextOffer } from './context-server.js';
export { ContextServer } from './context-server.js';
export type { Toleration } from './build-pod.js';
export { BUILD_LABEL } from './build-pod.js';
