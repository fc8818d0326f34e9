import { describe, expect, it } from 'vitest';
import { HOME_FEATURED_LEAD, HOME_LATEST_REVIEWS, HOME_NEW_PROPERTIES } from '../constants';
import { FEATURED_LEAD_QUERY, LISTINGS_PAGE_SIZE, NEW_PROPERTIES_QUERY, publicListingsCountQuery, publicListingsQuery } from './listings';
import { LATEST_REVIEWS_QUERY, PROPERTY_REVIEWS_PAGE_SIZE, propertyReviewsQuery } from './reviews';
import { DOCUMENT_ID, queryBound } from './query-spec';
import { buyerOffersPageQuery, myReviewsPageQuery, wishlistPageQuery } from './buyer';
import { DASHBOARD_PAGE_SIZE } from './paging';
import { agentListingsPageQuery, agentOffersPageQuery, agentSalesPageQuery } from './agent';

// The query bounds `npm test` gates: no page ever reads a whole collection.
describe('query bounds', () => {
  it('home reads at most 15 documents: 8 new listings, the 4 featured ones that may lead them, and 3 reviews', () => {
    expect(queryBound(NEW_PROPERTIES_QUERY)).toBe(HOME_NEW_PROPERTIES);
    expect(queryBound(FEATURED_LEAD_QUERY)).toBe(HOME_FEATURED_LEAD);
    expect(queryBound(LATEST_REVIEWS_QUERY)).toBe(HOME_LATEST_REVIEWS);
    expect(queryBound(NEW_PROPERTIES_QUERY) + queryBound(FEATURED_LEAD_QUERY) + queryBound(LATEST_REVIEWS_QUERY)).toBeLessThanOrEqual(15);
  });

  it('a page of All properties reads its page size and one look-ahead listing, whichever way it pages', () => {
    const cursor = { value: 1, id: 'x' };
    for (const request of [
      { search: null, order: 'newest' as const },
      { search: 'new', order: 'asc' as const, after: cursor },
      { search: 'york', order: 'desc' as const, before: cursor },
    ]) {
      expect(queryBound(publicListingsQuery(request))).toBe(LISTINGS_PAGE_SIZE + 1);
    }
  });

  it("a buyer's and an agent's own lists read a page and one look-ahead document, whichever way they page", () => {
    const cursor = { value: { $seconds: 1, $nanos: 0 }, id: 'x' };
    for (const build of [wishlistPageQuery, buyerOffersPageQuery, myReviewsPageQuery, agentListingsPageQuery, agentOffersPageQuery, agentSalesPageQuery]) {
      expect(queryBound(build('u1'))).toBe(DASHBOARD_PAGE_SIZE + 1);
      expect(queryBound(build('u1', { after: cursor }))).toBe(DASHBOARD_PAGE_SIZE + 1);
      expect(queryBound(build('u1', { before: cursor }))).toBe(DASHBOARD_PAGE_SIZE + 1);
    }
  });

  it("a property's reviews are read a page at a time", () => {
    expect(queryBound(propertyReviewsQuery('p1'))).toBe(PROPERTY_REVIEWS_PAGE_SIZE);
    expect(queryBound(propertyReviewsQuery('p1', 30))).toBe(30);
  });
});

describe('publicListingsQuery', () => {
  it('filters public listings, searches the location keys and orders with the id as tie-breaker', () => {
    const { spec } = publicListingsQuery({ search: '  New Y', order: 'asc' });
    expect(spec.where).toEqual([
      ['status', '==', 'verified'],
      ['withdrawn', '==', false],
      ['locationKeys', 'array-contains', 'new y'],
    ]);
    expect(spec.orderBy).toEqual([
      ['MinimumPrice', 'asc'],
      [DOCUMENT_ID, 'asc'],
    ]);
  });

  it('starts after the cursor going forward and ends before it going back', () => {
    const cursor = { value: 500000, id: 'abc' };
    expect(publicListingsQuery({ search: null, order: 'desc', after: cursor }).spec.startAfter).toEqual([500000, 'abc']);
    const back = publicListingsQuery({ search: null, order: 'desc', before: cursor }).spec;
    expect(back.endBefore).toEqual([500000, 'abc']);
    expect(back.limit).toBeUndefined();
  });

  it("counts with the first page's filters and order (the same index), without a limit or a cursor", () => {
    const request = { search: 'new', order: 'desc' as const, filters: { minBeds: 2 } };
    const page = publicListingsQuery(request).spec;
    expect(publicListingsCountQuery(request)).toEqual({ collection: 'properties', spec: { where: page.where, orderBy: page.orderBy } });
  });

  it('treats a blank search as no search', () => {
    expect(publicListingsQuery({ search: ' , ', order: 'newest' }).spec.where).toHaveLength(2);
  });
});
