import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PropertyCard, type CardListing } from './property-card';

const UUID = '0b6f3f4e-5d1c-4f1e-9a53-2f0c8e7d9a10';
const listing: CardListing = {
  id: 'abc123',
  title: 'Harbor View Condo',
  location: 'San Diego, California',
  image: `http://127.0.0.1:5001/demo/us-central1/api/images/${UUID}.jpg`,
  MinimumPrice: 1_250_000,
  MaximumPrice: 710_000,
  status: 'verified',
  withdrawn: false,
  agent: { name: 'Olivia Agent', image: '' },
};

function render(card: CardListing): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PropertyCard listing={card} />
    </MemoryRouter>,
  );
}

describe('PropertyCard', () => {
  it('shows the title, location, both prices with $ (low to high), the agent and a green badge', () => {
    const html = render(listing);
    for (const text of ['Harbor View Condo', 'San Diego, California', '$710,000 – $1,250,000', 'Olivia Agent']) expect(html).toContain(text);
    expect(html).toMatch(/data-tone="green"[^>]*>verified</);
  });

  it('links a verified listing to its details page', () => {
    expect(render(listing)).toContain('href="/DetailsPage/abc123"');
  });

  it.each([
    ['pending', 'yellow', 'Awaiting verification'],
    ['rejected', 'red', 'Rejected'],
    ['archived', 'yellow', 'Not available'],
  ])('gives a %s listing a %s badge and the label "%s", with no link', (status, tone, label) => {
    const html = render({ ...listing, status });
    expect(html).not.toContain('/DetailsPage/');
    expect(html).toContain(`data-tone="${tone}"`);
    expect(html).toContain(label);
  });

  it('shows "Legal check passed" for a passed legal check only', () => {
    expect(render({ ...listing, legalCheck: { status: 'passed' } })).toContain('Legal check passed');
    for (const status of ['pending', 'failed']) expect(render({ ...listing, legalCheck: { status } })).not.toContain('Legal check');
    expect(render(listing)).not.toContain('Legal check');
  });

  it('does not link a withdrawn listing, whatever its status', () => {
    const html = render({ ...listing, withdrawn: true });
    expect(html).not.toContain('/DetailsPage/');
    expect(html).toContain('Withdrawn');
  });

  it('offers the intake resized copies in a srcset, lazily, with the grid sizes', () => {
    const html = render(listing);
    expect(html).toContain(`${UUID}-w320.webp 320w`);
    expect(html).toContain(`${UUID}-w960.webp 960w`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="(min-width: 80em) 300px');
  });

  it('shows beds, baths and area in ft² on one line (the server render: no unit chosen yet)', () => {
    const html = render({ ...listing, facts: { bedrooms: 3, bathrooms: 2.5, area: 1850, yearBuilt: 1990 } });
    expect(html).toMatch(/data-testid="card-facts"[^>]*>3 beds · 2.5 baths · 1,850 ft²</);
  });

  it('keeps an empty facts line for a listing without those facts, so cards line up', () => {
    for (const facts of [undefined, { yearBuilt: 1990 }]) expect(render({ ...listing, facts })).toMatch(/<p[^>]*data-testid="card-facts" aria-hidden="true"><\/p>/);
  });
});
