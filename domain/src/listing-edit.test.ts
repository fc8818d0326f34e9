import { describe, expect, it } from 'vitest';
import { LISTING_CONTENT_FIELDS, RESUBMITTED, changesContent, statusFieldsForEdit } from './listing-edit';

const before = { title: 'House', location: 'New York', image: 'https://img.example.com/h.jpg', Details: 'Three rooms.' };

describe('statusFieldsForEdit', () => {
  it('sends the listing back to pending when any content field changes', () => {
    for (const field of LISTING_CONTENT_FIELDS) {
      const after = { ...before, [field]: `${before[field]} (changed)` };
      expect(changesContent(before, after)).toBe(true);
      expect(statusFieldsForEdit(before, after)).toEqual({ status: 'pending', isVerified: false });
    }
  });

  it('writes no status when the content is unchanged (a price-only edit)', () => {
    expect(changesContent(before, { ...before })).toBe(false);
    expect(statusFieldsForEdit(before, { ...before })).toEqual({});
  });

  it('compares exactly, as the rules diff does (case and spaces count)', () => {
    expect(statusFieldsForEdit(before, { ...before, location: 'new york' })).toBe(RESUBMITTED);
    expect(statusFieldsForEdit(before, { ...before, title: 'House ' })).toBe(RESUBMITTED);
  });
});
