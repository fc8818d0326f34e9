import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../../../prerender/pages';
import { HERO_IMAGE } from './hero-image';

const web = new URL('../../../../', import.meta.url);

describe('the hero photo', () => {
  it('is preloaded by the prerendered home page with the same sources and sizes the page uses', () => {
    const home = PRERENDERED_PAGES.find((page) => page.file === 'index.html');
    expect(home?.preloadImages).toContainEqual({ srcSet: HERO_IMAGE.avifSrcSet, sizes: HERO_IMAGE.sizes, type: 'image/avif' });
  });

  it('has every file its sources name', () => {
    const files = [HERO_IMAGE.fallback, ...`${HERO_IMAGE.avifSrcSet}, ${HERO_IMAGE.srcSet}`.split(', ').map((entry) => entry.split(' ')[0] ?? '')];
    expect(files.filter((file) => !existsSync(new URL(`public${file}`, web)))).toEqual([]);
  });
});
