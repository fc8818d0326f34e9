import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { average, count, doc, getAggregateFromServer, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { propertyReviewsAggregateQuery } from '../../../domain/src/queries/reviews';
// The app's own query builder: the aggregate is tested exactly as the compare page sends it.
import { buildQuery } from '../../../web/src/lib/firebase/build-query';
import { ALL_ACTORS, type Actor } from '../matrix/actors';
import { PROPERTY } from '../matrix/listings';
import { dbAs } from '../support/env';

/** The compare page's rating average and review count of a listing, as `actor`. */
function reviewSummary(env: RulesTestEnvironment, actor: Actor, propertyId: string) {
  return getAggregateFromServer(buildQuery(dbAs(env, actor), propertyReviewsAggregateQuery(propertyId)), { average: average('rating'), count: count() });
}

/**
 * Property comparison (/compare, public): it adds no collection. It reads listings by id and averages
 * and counts reviews with aggregate queries, which the query catalogue (lists of documents) cannot
 * express; these cases pin both reads to the rules.
 */
export function compareSuite(env: () => RulesTestEnvironment): void {
  describe('property comparison (reads only)', () => {
    it('lets everyone, signed out included, average and count the reviews of a listing, on the server', async () => {
      for (const actor of ALL_ACTORS) {
        const snapshot = await assertSucceeds(reviewSummary(env(), actor, PROPERTY.verified));
        expect(snapshot.data(), `as ${actor}`).toEqual({ average: 5, count: 1 });
      }
    });

    it('answers no average and a count of 0 for a listing without reviews', async () => {
      const snapshot = await assertSucceeds(reviewSummary(env(), 'signedOut', PROPERTY.sold));
      expect(snapshot.data()).toEqual({ average: null, count: 0 });
    });

    it('lets everyone read a public listing by id, and refuses a pending, rejected or withdrawn one to the public', async () => {
      for (const actor of ['signedOut', 'user'] as const) {
        await assertSucceeds(getDoc(doc(dbAs(env(), actor), 'properties', PROPERTY.verified)));
        for (const id of [PROPERTY.pending, PROPERTY.rejected, PROPERTY.withdrawn]) await assertFails(getDoc(doc(dbAs(env(), actor), 'properties', id)));
      }
    });
  });
}
