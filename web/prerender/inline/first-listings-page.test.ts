import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '@homehaven/domain/images';
import { readListingsView } from '../../src/features/properties/api/listings-url';
import { firstPagePathOf } from '../../src/features/properties/api/use-public-listings';
import { PROPERTY_CARD_SIZES } from '../../src/components/property/property-grid';
import { RENDERED_FIRST_PAGE_ID } from '../../src/lib/listings/rendered-first-page';
import { inlineScript } from '../inline-scripts';

/** What the inline script did on a page with this query string, answered with these listings. */
async function runScript(search: string, listings: { image: string }[], elementIds: string[] = []) {
  const fetched: string[] = [];
  const links: Record<string, string>[] = [];
  const window: { __homehavenFirstPage?: { path: string; answer: Promise<unknown> } } = {};
  const context = {
    window,
    location: { search },
    URLSearchParams,
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(listings) });
    },
    document: {
      getElementById: (id: string) => (elementIds.includes(id) ? {} : null),
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => void (link[name] = value) });
      },
      head: { appendChild: (link: Record<string, string>) => void links.push(link) },
    },
  };
  runInNewContext(inlineScript('first-listings-page.js'), context);
  await window.__homehavenFirstPage?.answer;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fetched, links, early: window.__homehavenFirstPage };
}

/** The facade path the app asks for the first page of a URL's view (web/src/features/properties). */
function appPath(search: string): string | null {
  return firstPagePathOf(readListingsView(new URLSearchParams(search)));
}

const INTAKE = 'http://127.0.0.1:5001/demo/us-central1/api/images/0b6f3f4e-5d1c-4f1e-9a53-2f0c8e7d9a10.jpg';

describe("All properties' early first page (inline script)", () => {
  it.each(['', '?search=new', '?search=%20New%20York%20&sort=desc', '?sort=asc', '?sort=sideways&search=austin', `?search=${'x'.repeat(300)}`])(
    'asks the facade for exactly what the app would ask on %s',
    async (search) => {
      const { fetched, early } = await runScript(search, []);
      expect(early?.path).toBe(appPath(search));
      expect(fetched).toEqual([`/api${appPath(search) ?? ''}`]);
    },
  );

  it('asks nothing on a later page (a cursor in the URL): the live listener reads those', async () => {
    const { fetched, early } = await runScript('?after=420000_abc&page=2', []);
    expect(fetched).toEqual([]);
    expect(early).toBeUndefined();
  });

  it('asks nothing when the page was rendered with its listings (the server put them in its head)', async () => {
    const { fetched, early } = await runScript('?search=new', [], [RENDERED_FIRST_PAGE_ID]);
    expect(fetched).toEqual([]);
    expect(early).toBeUndefined();
  });

  it("preloads the first listing's photo with the card's own srcset and sizes, at high priority", async () => {
    const { links } = await runScript('', [{ image: INTAKE }, { image: INTAKE }]);
    expect(links).toEqual([{ rel: 'preload', as: 'image', fetchpriority: 'high', imagesrcset: imageSrcSet(INTAKE), imagesizes: PROPERTY_CARD_SIZES, setAttribute: expect.any(Function) }]);
  });

  it('preloads a picture from elsewhere as it is, and nothing when there is no listing', async () => {
    expect((await runScript('', [{ image: 'https://example.com/house.jpg' }])).links[0]?.href).toBe('https://example.com/house.jpg');
    expect((await runScript('', [])).links).toEqual([]);
  });
});
