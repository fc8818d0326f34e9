import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SIGNED_IN_PAGES, choosePages, pathOf, signedInAs } from './bench-pages';

const names = (pages: readonly { name: string }[]): string[] => pages.map((page) => page.name);

describe('choosePages', () => {
  it('measures every page when none is chosen', () => {
    const choice = choosePages([]);
    expect(choice.publicPages).toEqual([...PUBLIC_PAGES]);
    expect(names(choice.signedInPages)).toEqual(names(SIGNED_IN_PAGES));
    expect(choice.unknown).toEqual([]);
  });

  it('takes public paths, signed-in names and routes, in the bench order, and a shared route chooses every page on it', () => {
    const choice = choosePages(['admin-properties', '/properties', '/dashboard']);
    expect(choice.publicPages).toEqual(['/properties']);
    expect(names(choice.signedInPages)).toEqual(['buyer-home', 'admin-home', 'admin-properties']);
    expect(choice.unknown).toEqual([]);
    expect(names(choosePages(['/DetailsPage/:id']).signedInPages)).toEqual(['buyer-details']);
  });

  it('names what it does not know', () => {
    const choice = choosePages(['/dashboard/wishlist', 'wishlist', '/login']);
    expect(names(choice.signedInPages)).toEqual(['buyer-wishlist']);
    expect(choice.unknown).toEqual(['wishlist', '/login']);
  });
});

describe('signed-in pages', () => {
  it('sign in as Sophia, Nora (an applicant), Olivia, Harbor & Pine (an agency) and the admin, grouped by role', () => {
    expect(SIGNED_IN_PAGES.map((page) => `${page.name} ${signedInAs(page.role)}`)).toEqual([
      'buyer-details Sophia (buyer)',
      'buyer-home Sophia (buyer)',
      'buyer-wishlist Sophia (buyer)',
      'buyer-bought Sophia (buyer)',
      'applicant-application Nora (applicant)',
      'agent-requested Olivia (agent)',
      'agent-billing Olivia (agent)',
      'agency-team Harbor (agency)',
      'agency-agent Harbor (agency)',
      'admin-home Ada (admin)',
      'admin-properties Ada (admin)',
      'admin-approvals Ada (admin)',
      'admin-plans Ada (admin)',
    ]);
  });

  it('put the seeded listing id into the details route, and the agency’s agent into theirs', () => {
    const details = SIGNED_IN_PAGES.find((page) => page.name === 'buyer-details');
    expect(details && pathOf(details, 'Ab3/x')).toBe('/DetailsPage/Ab3%2Fx');
    const wishlist = SIGNED_IN_PAGES.find((page) => page.name === 'buyer-wishlist');
    expect(wishlist && pathOf(wishlist, 'Ab3')).toBe('/dashboard/wishlist');
    const agent = SIGNED_IN_PAGES.find((page) => page.name === 'agency-agent');
    expect(agent && pathOf(agent, 'Ab3')).toBe('/dashboard/agency/agents/demo-applicant-ella');
  });
});
