import { describe, expect, it } from 'vitest';
import { firstPageOf, withoutPage } from './page-url';

describe('withoutPage / firstPageOf', () => {
  it('keeps a filter or a search and drops only the page', () => {
    expect(withoutPage('?status=verified&after=abc&page=3').toString()).toBe('status=verified');
    expect(firstPageOf({ pathname: '/dashboard/manageUsers', search: '?q=ali&before=xyz&page=2' })).toBe('/dashboard/manageUsers?q=ali');
  });

  it('gives the bare path when the URL has nothing but a page', () => {
    expect(firstPageOf({ pathname: '/dashboard/wishlist', search: '?after=abc&page=2' })).toBe('/dashboard/wishlist');
    expect(firstPageOf({ pathname: '/dashboard/wishlist', search: '' })).toBe('/dashboard/wishlist');
  });
});
