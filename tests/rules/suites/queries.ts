import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { APP_QUERIES, FUNCTION_QUERY_INDEXES, WIDER_QUERIES } from '../query-catalogue';
import { expectVerdict } from '../support/expect-case';
import { declaredIndexes, requiredIndex, serves } from '../support/indexes';
import { runQuery } from '../support/operations';
import { worldLeftUntouched } from '../support/seed';

/** The app's queries: allowed to the right callers with the right results, refused to others. Reads only, so each test hands the seeded world on unchanged (no reset). */
export function queriesSuite(env: () => RulesTestEnvironment): void {
  describe('queries the app runs', () => {
    for (const appQuery of APP_QUERIES) {
      describe(appQuery.name, () => {
        it(`allows ONLY ${appQuery.allowed.join(', ')} to run it, returning the expected documents`, async () => {
          for (const actor of appQuery.allowed) {
            const snapshot = await assertSucceeds(runQuery(env(), actor, appQuery.collection, appQuery.query));
            expect(
              snapshot.docs.map((d) => d.id),
              `as ${actor}`,
            ).toEqual(appQuery.expectIds);
          }
          worldLeftUntouched();
        });
        if (appQuery.denied.length > 0) {
          it(`denies ${appQuery.denied.join(', ')}`, async () => {
            for (const actor of appQuery.denied) await assertFails(runQuery(env(), actor, appQuery.collection, appQuery.query));
            worldLeftUntouched();
          });
        }
      });
    }

    describe('queries wider than the rules allow', () => {
      for (const wider of WIDER_QUERIES) {
        it(`denies: ${wider.policy}`, async () => {
          await expectVerdict(env(), wider);
          worldLeftUntouched();
        });
      }
    });

    describe('composite indexes (firestore.indexes.json)', () => {
      const indexes = declaredIndexes();
      it('has an index for every catalogued query that needs one', () => {
        const missing = APP_QUERIES.filter((q) => {
          const need = requiredIndex(q.collection, q.query);
          return need !== null && !indexes.some((index) => serves(index, need));
        }).map((q) => q.name);
        expect(missing).toEqual([]);
        worldLeftUntouched();
      });
      it('declares no index that no catalogued query uses', () => {
        const unused = indexes.filter(
          (index) =>
            !FUNCTION_QUERY_INDEXES.some((used) => used.collectionGroup === index.collectionGroup && used.fields.join() === index.fields.map((field) => field.fieldPath).join()) &&
            !APP_QUERIES.some((q) => {
              const need = requiredIndex(q.collection, q.query);
              return need !== null && serves(index, need);
            }),
        );
        expect(unused).toEqual([]);
        worldLeftUntouched();
      });
    });
  });
}
