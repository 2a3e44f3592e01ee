export { createStatusPage } from './status-page.js';
export type { StatusPageOptions } from './status-page.js';
