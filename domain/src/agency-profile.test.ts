import { describe, expect, it } from 'vitest';
import { AGENCY_PROFILE_MESSAGES, DESCRIPTION_MAX, agencyDescription, agencyInitials, agencyProfilePath } from './agency-profile';

describe('agencyDescription', () => {
  it('is the bio on one line when it fits', () => {
    expect(agencyDescription({ name: 'Harbor', bio: '  Homes by\nthe   sea.  ' })).toBe('Homes by the sea.');
    const fits = 'x'.repeat(DESCRIPTION_MAX);
    expect(agencyDescription({ name: 'Harbor', bio: fits })).toBe(fits);
  });

  it('cuts a long bio at a word, without trailing punctuation, and says so', () => {
    const bio = `${'We sell family homes by the harbour, '.repeat(8)}and we answer every call.`;
    const description = agencyDescription({ name: 'Harbor', bio });
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description).toMatch(/[a-z]…$/);
    expect(bio.startsWith(description.slice(0, -1))).toBe(true);
    expect(bio[description.length - 1]).toMatch(/[\s,]/);
  });

  it('cuts one long word where it must', () => {
    expect(agencyDescription({ name: 'Harbor', bio: 'y'.repeat(400) })).toBe(`${'y'.repeat(DESCRIPTION_MAX - 1)}…`);
  });

  it('names the agency when the bio is blank', () => {
    expect(agencyDescription({ name: 'Harbor & Pine', bio: ' \n ' })).toBe(AGENCY_PROFILE_MESSAGES.blankBio('Harbor & Pine'));
  });
});

describe('agencyInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(agencyInitials('harbor & pine realty')).toBe('HP');
    expect(agencyInitials('  Sunrise   Realty ')).toBe('SR');
    expect(agencyInitials('Élan')).toBe('É');
    expect(agencyInitials('')).toBe('');
  });
});

describe('agencyProfilePath', () => {
  it('names the agency and, for a later page, the cursor, both encoded', () => {
    expect(agencyProfilePath('abc')).toBe('/agencies/abc');
    expect(agencyProfilePath('a/b')).toBe('/agencies/a%2Fb');
    expect(agencyProfilePath('abc', 'listing-1')).toBe('/agencies/abc?after=listing-1');
    expect(agencyProfilePath('abc', null)).toBe('/agencies/abc');
  });
});
