import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch } from 'firebase/firestore';
import type { DocData, MatrixCollection } from '../matrix/types';
import { WORLD } from '../matrix/world';
import { firestoreOf } from './env';
import { toFirestoreDoc } from './values';

/** Clears the project's data and seeds the world (plus any extra documents), rules disabled. */
export async function resetWorld(env: RulesTestEnvironment, extra: readonly SeedDoc[] = []): Promise<void> {
  await env.clearFirestore();
  const docs: SeedDoc[] = [];
  for (const [collection, byId] of Object.entries(WORLD) as [MatrixCollection, Readonly<Record<string, DocData>>][]) {
    for (const [id, data] of Object.entries(byId)) docs.push({ collection, id, data });
  }
  await seed(env, [...docs, ...extra]);
}

/** Whether the test that just ran declared it left the seeded world as it found it. */
let leftUntouched = false;

/**
 * Before each test: clears and seeds the world again, unless the test before declared it left the world
 * untouched (a read, or a write the rules refused). Every test is taken to change the world unless it
 * says otherwise, so a test that fails half-way, or writes, always hands the next one a fresh world.
 */
export async function freshWorld(env: RulesTestEnvironment): Promise<void> {
  if (!leftUntouched) await resetWorld(env);
  leftUntouched = false;
}

/** Declares that the current test wrote nothing: the next test reuses the world as seeded (no reset). */
export function worldLeftUntouched(): void {
  leftUntouched = true;
}

/** A document to seed. */
export interface SeedDoc {
  readonly collection: MatrixCollection;
  readonly id: string;
  readonly data: DocData;
}

/** Writes documents with rules disabled. */
export async function seed(env: RulesTestEnvironment, docs: readonly SeedDoc[]): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    for (const { collection, id, data } of docs) batch.set(doc(db, collection, id), toFirestoreDoc(data));
    await batch.commit();
  });
}
