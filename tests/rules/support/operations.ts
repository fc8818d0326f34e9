import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Actor } from '../matrix/actors';
import type { CollectionName, PermissionCase, QuerySpec } from '../matrix/types';
import { dbAs } from './env';
import { toFirestore, toFirestoreDoc } from './values';

/** The SDK query a plain query spec describes. */
export function buildQuery(db: Firestore, name: CollectionName, spec: QuerySpec) {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, toFirestore(value))),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
  ];
  if (spec.startAfter) constraints.push(startAfter(...spec.startAfter.map(toFirestore)));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return query(collection(db, name), ...constraints);
}

/** Runs a plain query as an actor. */
export function runQuery(env: RulesTestEnvironment, actor: Actor, name: CollectionName, spec: QuerySpec): Promise<QuerySnapshot> {
  return getDocs(buildQuery(dbAs(env, actor), name, spec));
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
      return testCase.docId === undefined
        ? addDoc(collection(db, testCase.collection), toFirestoreDoc(testCase.data))
        : setDoc(doc(db, testCase.collection, testCase.docId), toFirestoreDoc(testCase.data));
    case 'list':
      return runQuery(env, testCase.actor, testCase.collection, testCase.query);
  }
}
