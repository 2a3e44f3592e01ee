import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import type { ObjectRef } from '../kube/object-ref.js';
import type { EventSeries, EventSource } from './event-correlator.js';
import type { ClusterEvent } from './event-recorder.js';

export const EVENT_API_VERSION = 'events.k8s.io/v1';
/** The reportingController of every Event serve writes. */
export const REPORTING_CONTROLLER = 'gitshift.io/serve';
/** Nor a longer reportingInstance. */
const INSTANCE_LIMIT = 128;
const NAME_LIMIT = 253;

/** An object as KubeApi writes it (the events layer does not reach into render for the type). */
export type EventBody = Parameters<KubeApi['create']>[0];

/**
 * Where an object's Events live: its own namespace; a Namespace's in itself,
 * so `kubectl get events -n <project>` shows what happened to the project
 * as a whole; any other cluster-scoped object's in `default`, as kubectl's
 * recorder does.
 */
export function eventNamespace(ref: ObjectRef): string {
  if (ref.namespace !== undefined && ref.namespace !== '') return ref.namespace;
  return isNamespace(ref) ? ref.name : 'default';
}

/**
 * The object reference an Event carries. The API server wants an Event
 * outside `default` to be about an object of its namespace, so a Namespace
 * is referred to as being in itself.
 */
export function regardingOf(ref: ClusterEvent['regarding']): Record<string, string> {
  const namespace = isNamespace(ref) ? ref.name : ref.namespace;
  return {
    apiVersion: ref.apiVersion,
    kind: ref.kind,
    ...(namespace === undefined || namespace === '' ? {} : { namespace }),
    name: ref.name,
    ...(ref.uid === undefined ? {} : { uid: ref.uid }),
  };
}

/**
 * `<object>.<hex>` as client-go names Events: the hex of the time in
 * nanoseconds, whose sub-millisecond digits come from `sequence` so that
 * events of one object in one millisecond do not collide.
 */
export function eventName(objectName: string, nowMs: number, sequence: number): string {
  const hex = (BigInt(Math.floor(nowMs)) * 1_000_000n + BigInt(sequence % 1_000_000)).toString(16);
  return `${objectName.slice(0, NAME_LIMIT - hex.length - 1)}.${hex}`;
}

/** A metav1.MicroTime: RFC 3339 with six fraction digits. */
export function microTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** The Event to create for the first write of a series. */
export function eventObject(series: EventSeries, source: EventSource, name: string): EventBody {
  const { event } = series;
  return {
    apiVersion: EVENT_API_VERSION,
    kind: 'Event',
    metadata: { name, namespace: eventNamespace(event.regarding) },
    eventTime: microTime(series.firstMs),
    reportingController: source.controller,
    reportingInstance: source.instance.slice(0, INSTANCE_LIMIT),
    action: event.action,
    reason: event.reason,
    note: event.note,
    type: event.type,
    regarding: regardingOf(event.regarding),
    ...(event.related === undefined ? {} : { related: regardingOf(event.related) }),
    ...seriesField(series),
  };
}

/** The Event as the cluster has it, with the series' count and last time: the update of a repeat. */
export function withSeries(live: LiveObject, series: EventSeries): EventBody {
  const { managedFields: _managed, ...metadata } = live.metadata;
  return { ...live, metadata, ...seriesField(series) };
}

/** events.k8s.io/v1 has a series only from the second occurrence on. */
function seriesField(series: EventSeries): { series?: { count: number; lastObservedTime: string } } {
  return series.count < 2
    ? {}
    : { series: { count: series.count, lastObservedTime: microTime(series.lastMs) } };
}

function isNamespace(ref: ObjectRef): boolean {
  return ref.kind === 'Namespace' && ref.apiVersion === 'v1';
}
