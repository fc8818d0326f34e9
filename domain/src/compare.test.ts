import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, parseCompareTray, serializeCompareTray, type CompareItem } from './compare';
import { formatRating, lowestPriceIds, reviewCountText } from './compare-view';

const item = (id: string, extra: Partial<CompareItem> = {}): CompareItem => ({
  id,
  title: `House ${id}`,
  image: 'https://firebasestorage.googleapis.com/v0/b/x/o/images%2Fa.jpg?alt=media',
  location: 'Austin, Texas',
  MinimumPrice: 400_000,
  MaximumPrice: 450_000,
  ...extra,
});

describe('parseCompareTray', () => {
  it('reads back what it stored, in order', () => {
    const tray = [item('a1'), item('b2', { image: '/hero.jpg' }), item('c3', { image: '' })];
    expect(parseCompareTray(serializeCompareTray(tray))).toEqual(tray);
  });

  it('is empty for nothing stored, text that is not JSON, or another shape', () => {
    for (const stored of [null, '', 'not json', '{"items":', 'null', '42', '[]', '{"items":"a1"}', '{"version":1}']) {
      expect(parseCompareTray(stored), String(stored)).toEqual([]);
    }
  });

  it('drops entries the app did not write: bad ids, missing or wrong fields, unsafe pictures', () => {
    const bad: unknown[] = [
      null,
      'a1',
      { ...item('a1'), id: '../users/x' },
      { ...item('a1'), id: '' },
      { ...item('a1'), title: 5 },
      { ...item('a1'), location: undefined },
      { ...item('a1'), MinimumPrice: '400000' },
      { ...item('a1'), MaximumPrice: Number.NaN },
      { ...item('a1'), MinimumPrice: -1 },
      { ...item('a1'), image: 'javascript:alert(1)' },
      { ...item('a1'), image: 'data:image/png;base64,AAAA' },
      { ...item('a1'), image: '//evil.example.com/x.png' },
      { ...item('a1'), title: 'x'.repeat(501) },
    ];
    const stored = JSON.stringify({ version: 1, items: [...bad, item('ok1')] });
    expect(parseCompareTray(stored)).toEqual([item('ok1')]);
  });

  it(`keeps each listing once and at most ${COMPARE_LIMIT}`, () => {
    const stored = serializeCompareTray([item('a1'), item('a1'), item('b2'), item('c3'), item('d4'), item('e5')]);
    expect(parseCompareTray(stored).map((entry) => entry.id)).toEqual(['a1', 'b2', 'c3', 'd4']);
  });
});

describe('lowestPriceIds', () => {
  it('names the listing whose lower price is lowest, whichever order its prices were entered in', () => {
    expect(lowestPriceIds([item('a1', { MinimumPrice: 500_000, MaximumPrice: 300_000 }), item('b2', { MinimumPrice: 350_000, MaximumPrice: 360_000 })])).toEqual(['a1']);
  });

  it('names every listing tied for lowest', () => {
    expect(lowestPriceIds([item('a1'), item('b2'), item('c3', { MinimumPrice: 900_000, MaximumPrice: 950_000 })])).toEqual(['a1', 'b2']);
  });

  it('highlights nothing with one listing or when all cost the same', () => {
    expect(lowestPriceIds([item('a1')])).toEqual([]);
    expect(lowestPriceIds([item('a1'), item('b2')])).toEqual([]);
  });
});

describe('words', () => {
  it('counts reviews and rounds ratings as a portal shows them', () => {
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(3)).toBe('3 reviews');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.666)).toBe('4.7');
  });
});
