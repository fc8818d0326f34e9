import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { sameKeys } from './same-keys';
import { contendedTransaction } from '../firestore/contended-transaction';

/** A field the system derives from a document's other fields (search keys, search facts). */
export interface Derivation {
  readonly field: string;
  /** The value the field must take, or null when the stored one already is it. */
  change(snapshot: DocumentSnapshot): { value: unknown } | null;
}

/** The derivation of `field`: `derive` from the other fields, written when `same` says the stored value differs. */
export function derivation<T>(field: string, derive: (snapshot: DocumentSnapshot) => T, same: (stored: unknown, wanted: T) => boolean): Derivation {
  return {
    field,
    change(snapshot) {
      const wanted = derive(snapshot);
      return same(snapshot.get(field), wanted) ? null : { value: wanted };
    },
  };
}

/** The derived fields of a snapshot that differ from what its other fields give, with their values. */
export function derivedChanges(snapshot: DocumentSnapshot, derivations: readonly Derivation[]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const item of derivations) {
    const change = item.change(snapshot);
    if (change) changes[item.field] = change.value;
  }
  return changes;
}

/**
 * Sets a document's derived fields from its other fields as stored now, in one transaction (one write
 * however many differ: two transactions on one document wait on each other's lock), and only those
 * that differ: events arriving out of order can never write what older content derived, and a
 * document already right (or deleted) is left alone. Answers the fields written.
 */
export function syncDerivedFields(ref: DocumentReference, derivations: readonly Derivation[]): Promise<string[]> {
  return contendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return [];
    const changes = derivedChanges(snapshot, derivations);
    const fields = Object.keys(changes);
    if (fields.length > 0) tx.update(ref, changes);
    return fields;
  });
}

/** Sets a document's search keys (`field`) from its fields as stored now, only when they differ ({@link syncDerivedFields}). Answers whether it wrote. */
export async function syncDerivedKeys(ref: DocumentReference, field: string, derive: (snapshot: DocumentSnapshot) => string[]): Promise<boolean> {
  return (await syncDerivedFields(ref, [derivation(field, derive, sameKeys)])).length > 0;
}
