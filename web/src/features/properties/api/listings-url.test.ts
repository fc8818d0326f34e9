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

  it('leaves defaults out of the URL', () => {
    expect(listingsViewSearch({ search: null, order: 'newest', page: 1 })).toBe('');
  });
});
