import { describe, expect, it } from 'vitest';
import { agencyListingsQuery } from '@homehaven/domain/queries/public-agency';
import { declaredIndexes, requiredIndex, serves } from '../../rules/support/indexes';

/**
 * The public agency page's one composite query (docs/decisions.md "The public agency page") has its
 * index in firestore.indexes.json, judged as the rules suite judges the app's queries
 * (tests/rules/support/indexes.ts). Plain data: no emulator.
 */
describe('the public agency page’s listings query', () => {
  it('is served by exactly one declared composite index', () => {
    const { collection, spec } = agencyListingsQuery('any-agency');
    const need = requiredIndex(collection, spec);
    if (need === null) throw new Error('the query needs a composite index');
    const serving = declaredIndexes().filter((index) => serves(index, need));
    expect(serving.map((index) => index.fields.map((field) => `${field.fieldPath} ${field.order ?? ''}`))).toEqual([
      ['status ASCENDING', 'withdrawn ASCENDING', 'seller.agencyUid ASCENDING', 'createdAt DESCENDING'],
    ]);
  });
});
