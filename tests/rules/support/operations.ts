import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc, updateDoc, writeBatch, type Firestore, type QuerySnapshot } from 'firebase/firestore';
// The app's own query builder: the rules are tested with exactly the queries the app sends.
import { buildQuery } from '../../../web/src/lib/firebase/build-query';
import { IDENTITIES, type Actor } from '../matrix/actors';
import type { DocData } from '../matrix/types';
import type { CollectionName, MatrixCollection, PermissionCase, QuerySpec } from '../matrix/types';
import { dbAs } from './env';
import { toFirestoreDoc } from './values';

/** Runs a plain query as an actor. */
export function runQuery(env: RulesTestEnvironment, actor: Actor, name: MatrixCollection, spec: QuerySpec): Promise<QuerySnapshot> {
  // The builder only names the collection: a functions-only one (no app query) is queried the same way.
  return getDocs(buildQuery(dbAs(env, actor), { collection: name as CollectionName, spec }));
}

/**
 * Creates a listing as the app does: in one batch with the slot it takes of its holder's plan
 * (docs/plans.md "Quotas"; the holder its `slotHolder`, else the actor).
 */
export function createListingWithSlot(db: Firestore, actor: Actor, data: DocData, id?: string): Promise<void> {
  const ref = id === undefined ? doc(collection(db, 'properties')) : doc(db, 'properties', id);
  const holder = typeof data.slotHolder === 'string' ? data.slotHolder : actor === 'signedOut' ? 'nobody' : IDENTITIES[actor].uid;
  const batch = writeBatch(db);
  batch.set(ref, toFirestoreDoc(data));
  batch.update(doc(db, 'billingAccounts', holder), { listingsUsed: increment(1), lastListingId: ref.id });
  return batch.commit();
}

/** Performs a case's operation as its actor; resolves or rejects as the rules decide. */
export function perform(env: RulesTestEnvironment, testCase: PermissionCase<Actor>): Promise<unknown> {
  const db = dbAs(env, testCase.actor);
  switch (testCase.operation) {
    case 'get':
      return getDoc(doc(db, testCase.collection, testCase.docId));
    case 'delete':
      return deleteDoc(doc(db, testCase.collection, testCase.docId));
    case 'update':
      return updateDoc(doc(db, testCase.collection, testCase.docId), toFirestoreDoc(testCase.data));
    case 'create':
      if (testCase.collection === 'properties') return createListingWithSlot(db, testCase.actor, testCase.data, testCase.docId);
      return testCase.docId === undefined
        ? addDoc(collection(db, testCase.collection), toFirestoreDoc(testCase.data))
        : setDoc(doc(db, testCase.collection, testCase.docId), toFirestoreDoc(testCase.data));
    case 'list':
      return runQuery(env, testCase.actor, testCase.collection, testCase.query);
  }
}
