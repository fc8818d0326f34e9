import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { PERMISSION_MATRIX, type MatrixCase } from '../permission-matrix';
import { collectionPattern } from '../matrix/types';
import { expectVerdict } from '../support/expect-case';
import { worldLeftUntouched } from '../support/seed';

const READS: readonly MatrixCase['operation'][] = ['get', 'list'];

/**
 * Every case of the permission matrix, one test each, grouped by collection. Reads and refused writes
 * leave the seeded world as it was, so the next test reuses it; only an allowed write costs a reset.
 */
export function matrixSuite(env: () => RulesTestEnvironment): void {
  describe('permission matrix', () => {
    const collections = [...new Set(PERMISSION_MATRIX.map((testCase) => collectionPattern(testCase.collection)))];
    for (const collection of collections) {
      describe(collection.replaceAll('{}', '{id}'), () => {
        for (const testCase of PERMISSION_MATRIX.filter((c) => collectionPattern(c.collection) === collection)) {
          const verdict = testCase.expected === 'allow' ? 'allows' : 'denies';
          it(`${verdict} ${testCase.actor} to ${testCase.operation}: ${testCase.policy}`, async () => {
            await expectVerdict(env(), testCase);
            // Reached only when the verdict was the expected one: a refused write changed nothing.
            if (READS.includes(testCase.operation) || testCase.expected === 'deny') worldLeftUntouched();
          });
        }
      });
    }
  });
}
