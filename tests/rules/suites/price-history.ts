import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { priceHistoryPath, priceHistoryQuery } from '../../../domain/src/queries/price-history';
import { allowed, denied } from '../support/expect-case';

/**
 * properties/{id}/priceHistory/{entryId} beyond the permission matrix (read as the listing is read,
 * written by the system only: the matrix's "priceHistory" rows): a listing that does not exist.
 */
export function priceHistorySuite(env: () => RulesTestEnvironment): void {
  describe('price history', () => {
    it('denies a buyer the history of a listing that does not exist (an admin reads its empty list)', async () => {
      const missing = 'no-such-listing';
      await denied(env(), { actor: 'user', collection: priceHistoryPath(missing), operation: 'list', query: priceHistoryQuery(missing).spec });
      await allowed(env(), { actor: 'admin', collection: priceHistoryPath(missing), operation: 'list', query: priceHistoryQuery(missing).spec });
    });
  });
}
