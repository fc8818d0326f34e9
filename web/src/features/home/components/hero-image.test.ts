import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE } from './hero-image';

const web = new URL('../../../../', import.meta.url);

describe('the hero photo', () => {
  it('is preloaded by index.html with the same sources and sizes the page uses', () => {
    const html = readFileSync(new URL('index.html', web), 'utf8');
    expect(html).toContain(`'${HERO_IMAGE.avifSrcSet}'`);
    expect(html).toContain(`'${HERO_IMAGE.sizes}'`);
  });

  it('has every file its sources name', () => {
    const files = [HERO_IMAGE.fallback, ...`${HERO_IMAGE.avifSrcSet}, ${HERO_IMAGE.srcSet}`.split(', ').map((entry) => entry.split(' ')[0] ?? '')];
    expect(files.filter((file) => !existsSync(new URL(`public${file}`, web)))).toEqual([]);
  });
});
