import { describe, expect, it } from 'vitest';
import { listingsViewSearch, readListingsView } from './listings-url';

const read = (query: string) => readListingsView(new URLSearchParams(query));

describe('All properties URL', () => {
  it('reads the defaults from a bare URL', () => {
    expect(read('')).toEqual({ search: null, order: 'newest', page: 1 });
  });

  it('round-trips search, order, cursor and page', () => {
    const view = read('search=new&sort=asc&after=420000_abc&page=3');
    expect(view).toEqual({ search: 'new', order: 'asc', after: { value: 420000, id: 'abc' }, page: 3 });
    expect(listingsViewSearch(view)).toBe('?search=new&sort=asc&after=420000_abc&page=3');
  });

  it('pages backwards with a before cursor', () => {
    const view = read('sort=desc&before=500000_xyz&page=2');
    expect(view.before).toEqual({ value: 500000, id: 'xyz' });
    expect(listingsViewSearch(view)).toBe('?sort=desc&before=500000_xyz&page=2');
  });

  it('ignores an unknown order, a bad cursor and a page without a cursor', () => {
    expect(read('sort=cheapest&after=zzz&page=7')).toEqual({ search: null, order: 'newest', page: 1 });
    expect(read('search=%20%20')).toEqual({ search: null, order: 'newest', page: 1 });
  });

  it('round-trips filters beside search and order, their cursors carrying the range values', () => {
    const query = 'search=new&sort=desc&min=300000&max=600000&beds=3&baths=1.5&type=house&area=1076&after=500000~1200~2~3~650000~500000_abc&page=2';
    const view = read(query);
    expect(view.filters).toEqual({ minPrice: 300_000, maxPrice: 600_000, minBeds: 3, minBaths: 1.5, type: 'house', minArea: 1076 });
    expect(view.after).toEqual({ value: 500000, then: [1200, 2, 3, 650000, 500000], id: 'abc' });
    // URLSearchParams writes `~` as %7E.
    expect(decodeURIComponent(listingsViewSearch(view))).toBe(`?${query}`);
  });

  it("ignores a plain cursor on a filtered list, a filtered one on a plain list, and a filter's bad value", () => {
    expect(read('beds=2&after=420000_abc&page=2')).toEqual({ search: null, order: 'newest', filters: { minBeds: 2 }, page: 1 });
    expect(read('sort=asc&after=420000~1~1~1~1~1_abc&page=2')).toEqual({ search: null, order: 'asc', page: 1 });
    expect(read('beds=lots&type=castle')).toEqual({ search: null, order: 'newest', page: 1 });
  });

  it('leaves defaults out of the URL', () => {
    expect(listingsViewSearch({ search: null, order: 'newest', page: 1 })).toBe('');
  });
});
