import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { PERMISSION_MATRIX } from '../permission-matrix';
import type { CollectionName } from '../matrix/types';
import { expectVerdict } from '../support/expect-case';

const COLLECTIONS: readonly CollectionName[] = ['users', 'properties', 'reviews', 'wishlist', 'offers', 'refunds'];

/** Every case of the permission matrix, one test each, grouped by collection. */
export function matrixSuite(env: () => RulesTestEnvironment): void {
  describe('permission matrix', () => {
    for (const collection of COLLECTIONS) {
      describe(collection, () => {
        for (const testCase of PERMISSION_MATRIX.filter((c) => c.collection === collection)) {
          const verdict = testCase.expected === 'allow' ? 'allows' : 'denies';
          it(`${verdict} ${testCase.actor} to ${testCase.operation}: ${testCase.policy}`, () => expectVerdict(env(), testCase));
        }
      });
    }
  });
}
