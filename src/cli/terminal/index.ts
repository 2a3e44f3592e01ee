export { alignColumns, visibleWidth } from './columns.js';
export { useColour, useProgressBar } from './colour-decision.js';
export type { ColourDecision, ColourReason, ProgressDecision, TerminalFacts } from './colour-decision.js';
export { palette } from './palette.js';
export type { Palette } from './palette.js';
export { startProgressBar } from './progress-bar.js';
export type { ProgressBar, ProgressBarOptions, ProgressState } from './progress-bar.js';
export { terminalStyle } from './terminal-style.js';
export type { TerminalStyle } from './terminal-style.js';
