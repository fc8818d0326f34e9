import { describe, expect, it } from 'vitest';
import { listingsModeSearch, listingsViewSearch, readListingsView } from './listings-url';

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

  it('reads the map mode and its place, ignoring page cursors there, and writes them back with plain commas', () => {
    const view = read('search=new&sort=asc&beds=3&view=map&at=30.2672,-97.7431,12&after=420000_abc&page=2');
    expect(view).toEqual({ search: 'new', order: 'asc', filters: { minBeds: 3 }, mode: 'map', at: { lat: 30.2672, lng: -97.7431, zoom: 12 }, page: 1 });
    expect(listingsViewSearch(view)).toBe('?search=new&sort=asc&beds=3&view=map&at=30.26720,-97.74310,12');
    expect(listingsViewSearch({ mode: 'map' })).toBe('?view=map');
    expect(listingsViewSearch({ at: { lat: -33.865143, lng: 151.2099, zoom: 3 } })).toBe('?at=-33.86514,151.20990,3');
  });

  it('ignores another view and a malformed place: off the globe, a zoom out of range, a missing part', () => {
    for (const at of ['91,0,5', '0,181,5', '10,10,2', '10,10,23', '10,10', '10,10,5.5', 'a,b,c', '10,,5', '']) {
      expect(read(`view=map&at=${at}`), at).toEqual({ search: null, order: 'newest', mode: 'map', page: 1 });
    }
    expect(read('view=grid')).toEqual({ search: null, order: 'newest', page: 1 });
  });

  it('switches between list and map keeping the search, order, filters and place, from the first page', () => {
    const list = read('search=new&sort=desc&type=house&at=30.26720,-97.74310,12&after=420000~0~0~0~0~0_abc&page=2');
    expect(list.after).toBeDefined();
    expect(listingsModeSearch(list, 'map')).toBe('?search=new&sort=desc&type=house&view=map&at=30.26720,-97.74310,12');
    expect(listingsModeSearch(read('view=map&search=york'), 'list')).toBe('?search=york');
  });
});
