import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID } from '../../domain/src/queries/query-spec';
import { requiredIndex } from './support/indexes';

const PUBLIC = [
  ['status', '==', 'verified'],
  ['withdrawn', '==', false],
] as const;

/**
 * What the index check (suites/queries.ts) takes a query to need, for the filters a filtered list of
 * listings uses. Plain data: no emulator.
 */
describe('the composite index a query needs', () => {
  it('leads with an `in` filter as with an equality', () => {
    const need = requiredIndex('properties', { where: [...PUBLIC, ['searchFacts.type', 'in', ['house', 'land']]], orderBy: [['createdAt', 'desc']] });
    expect(need?.equalities).toEqual(['status', 'withdrawn', 'searchFacts.type']);
    expect(need?.tail).toEqual([{ fieldPath: 'createdAt', order: 'DESCENDING' }]);
  });

  it('orders by the range fields where the query orders by them, the document id left implicit', () => {
    const need = requiredIndex('properties', {
      where: [...PUBLIC, ['searchFacts.bedrooms', '>=', 2], ['searchFacts.area', '>=', 0]],
      orderBy: [
        ['MinimumPrice', 'asc'],
        ['searchFacts.area', 'asc'],
        ['searchFacts.bedrooms', 'asc'],
        [DOCUMENT_ID, 'asc'],
      ],
    });
    expect(need?.tail.map((field) => `${field.fieldPath} ${field.order}`)).toEqual(['MinimumPrice ASCENDING', 'searchFacts.area ASCENDING', 'searchFacts.bedrooms ASCENDING']);
  });

  it('orders by a range field the query does not order by after its orders, by name, as Firestore adds it', () => {
    const need = requiredIndex('properties', {
      where: [...PUBLIC, ['searchFacts.priceLow', '<=', 10], ['searchFacts.bathrooms', '>=', 1]],
      orderBy: [
        ['createdAt', 'desc'],
        [DOCUMENT_ID, 'desc'],
      ],
    });
    expect(need?.tail.map((field) => `${field.fieldPath} ${field.order}`)).toEqual(['createdAt DESCENDING', 'searchFacts.bathrooms DESCENDING', 'searchFacts.priceLow DESCENDING']);
  });

  it('needs an index for a range filter beside an equality, and none for equalities alone', () => {
    expect(requiredIndex('properties', { where: [...PUBLIC, ['searchFacts.bedrooms', '>=', 3]] })).not.toBeNull();
    expect(requiredIndex('properties', { where: [...PUBLIC, ['searchFacts.type', 'in', ['house']]] })).toBeNull();
  });
});
