import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { instantToIso } from '@homehaven/domain/instant';

/** A document as REST clients read it: its fields and `_id`. */
export type ApiDoc = { _id: string } & Record<string, unknown>;

/** Fields kept out of answers: derived search keys are storage detail, not product data. */
const HIDDEN_FIELDS = new Set(['locationKeys', 'searchKeys', 'geohash']);

/**
 * A stored value as JSON: timestamps as ISO 8601 text at full precision (`.123Z` when they are whole
 * milliseconds, `.123456Z` or `.123456789Z` otherwise; `instantFromIso` reads them back exactly), maps
 * and lists element by element.
 */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return instantToIso({ $seconds: value.seconds, $nanos: value.nanoseconds });
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

/** A snapshot as an {@link ApiDoc} (call only on snapshots that exist). */
export function toApiDoc(snapshot: DocumentSnapshot): ApiDoc {
  const fields = Object.entries(snapshot.data() ?? {}).filter(([key]) => !HIDDEN_FIELDS.has(key));
  return { _id: snapshot.id, ...(Object.fromEntries(fields.map(([key, value]) => [key, plain(value)])) as Record<string, unknown>) };
}
