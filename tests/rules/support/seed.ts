import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch } from 'firebase/firestore';
import type { CollectionName, DocData } from '../matrix/types';
import { WORLD } from '../matrix/world';
import { firestoreOf } from './env';
import { toFirestoreDoc } from './values';

/** Clears the project's data and seeds the world (plus any extra documents), rules disabled. */
export async function resetWorld(env: RulesTestEnvironment, extra: readonly SeedDoc[] = []): Promise<void> {
  await env.clearFirestore();
  const docs: SeedDoc[] = [];
  for (const [collection, byId] of Object.entries(WORLD) as [CollectionName, Readonly<Record<string, DocData>>][]) {
    for (const [id, data] of Object.entries(byId)) docs.push({ collection, id, data });
  }
  await seed(env, [...docs, ...extra]);
}

/** A document to seed. */
export interface SeedDoc {
  readonly collection: CollectionName;
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
