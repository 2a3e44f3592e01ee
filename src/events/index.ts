export type { ClusterEvent, ClusterEventType, EventRecorder } from './event-recorder.js';
export type { ClusterEventRecorderOptions, EventCounts } from './cluster-event-recorder.js';
export { ClusterEventRecorder } from './cluster-event-recorder.js';
export type { Correlation, CorrelatorOptions, EventSeries, EventSource } from './event-correlator.js';
export { COMBINED_PREFIX, EventCorrelator } from './event-correlator.js';
export type { EventOutcome } from './event-writer.js';
export { EVENT_API_VERSION, eventNamespace, REPORTING_CONTROLLER } from './event-object.js';
export { NOTE_LIMIT_BYTES } from './event-note.js';
