import type { InstantValue } from '@homehaven/domain/queries/query-spec';

/**
 * Markers for the values of a write through the signed-in live worker that only the SDK can make: the
 * page has no SDK, so it names them and the worker makes them (signed-in-live.worker.ts `sdkValue`).
 */
export type WriteMarker = { $write: 'serverTime' } | { $write: 'deleteField' } | { $write: 'instant'; seconds: number; nanos: number } | { $write: 'increment'; by: number };

/** The server's time when it applies the write (`serverTimestamp()`). */
export const SERVER_TIME: WriteMarker = { $write: 'serverTime' };

/** The field removed (`deleteField()`, in an update). */
export const DELETE_FIELD: WriteMarker = { $write: 'deleteField' };

/** The stored number plus `by`, applied by the server (`increment(by)`): two writes at once both count. */
export function incrementBy(by: number): WriteMarker {
  return { $write: 'increment', by };
}

/** An exact instant, stored as a Firestore timestamp. */
export function instantValue(instant: InstantValue): WriteMarker {
  return { $write: 'instant', seconds: instant.$seconds, nanos: instant.$nanos };
}

/** Whether a value is one of these markers. */
export function isWriteMarker(value: unknown): value is WriteMarker {
  return value !== null && typeof value === 'object' && '$write' in value;
}
