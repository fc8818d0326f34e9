import { describe, expect, it } from 'vitest';
import { LISTING_CONTENT_FIELDS, RESUBMITTED, changesContent, contentAfterEdit, statusFieldsForEdit } from './listing-edit';

import type { ListingContent } from './listing-edit';

const before: ListingContent = {
  title: 'House',
  location: 'New York',
  image: 'https://img.example.com/h.jpg',
  Details: 'Three rooms.',
  facts: { bedrooms: 3, amenities: ['garage', 'pool'] },
  photos: ['https://img.example.com/h.jpg', 'https://img.example.com/k.jpg'],
  floorPlans: ['https://img.example.com/plan.jpg'],
  panoramas: ['https://img.example.com/pano.jpg'],
  position: { lat: 40.7128, lng: -74.006 },
};

/** A changed value of each content field. */
const CHANGED: { [K in keyof ListingContent]-?: ListingContent[K] } = {
  title: 'House (changed)',
  location: 'Boston',
  image: 'https://img.example.com/k.jpg',
  Details: 'Four rooms.',
  facts: { bedrooms: 4, amenities: ['garage', 'pool'] },
  photos: ['https://img.example.com/k.jpg', 'https://img.example.com/h.jpg'],
  floorPlans: [],
  panoramas: ['https://img.example.com/pano2.jpg'],
  position: { lat: 40.7129, lng: -74.006 },
};

describe('statusFieldsForEdit', () => {
  it('sends the listing back to pending when any content field changes', () => {
    for (const field of LISTING_CONTENT_FIELDS) {
      const after = { ...before, [field]: CHANGED[field] };
      expect(changesContent(before, after)).toBe(true);
      expect(statusFieldsForEdit(before, after)).toEqual({ status: 'pending', isVerified: false });
    }
  });

  it('writes no status when the content is unchanged (a price-only edit)', () => {
    expect(changesContent(before, { ...before })).toBe(false);
    expect(changesContent(before, { ...before, facts: { amenities: ['garage', 'pool'], bedrooms: 3 }, photos: [...(before.photos ?? [])] })).toBe(false);
    expect(changesContent({ ...before, floorPlans: undefined }, { ...before, floorPlans: [] })).toBe(false);
    expect(statusFieldsForEdit(before, { ...before })).toEqual({});
  });

  it('compares exactly, as the rules diff does (case and spaces count)', () => {
    expect(statusFieldsForEdit(before, { ...before, location: 'new york' })).toBe(RESUBMITTED);
    expect(statusFieldsForEdit(before, { ...before, title: 'House ' })).toBe(RESUBMITTED);
    expect(statusFieldsForEdit(before, { ...before, position: undefined })).toBe(RESUBMITTED);
    expect(statusFieldsForEdit(before, { ...before, position: { lat: 40.7128, lng: -74.006 } })).toEqual({});
  });
});

describe('contentAfterEdit (Update property and the facade store this)', () => {
  it('is the content as stored: facts in order, empty lists and facts absent', () => {
    const { title, location, image, Details, photos, position } = before;
    expect(contentAfterEdit(before, { ...before, facts: { amenities: [] }, floorPlans: [], panoramas: undefined })).toStrictEqual({
      title,
      location,
      image,
      Details,
      photos,
      position,
      facts: undefined,
      floorPlans: undefined,
      panoramas: undefined,
    });
    expect(contentAfterEdit(before, { ...before, facts: { amenities: ['pool', 'garage'], bedrooms: 3 } }).facts).toStrictEqual({ bedrooms: 3, amenities: ['garage', 'pool'] });
    expect(contentAfterEdit(before, { ...before, position: undefined }).position).toBeUndefined();
  });

  it('keeps a listing from before galleries without photos while its gallery is still its one picture', () => {
    const old: ListingContent = { ...before, photos: undefined };
    const same = contentAfterEdit(old, { ...old, photos: [old.image] });
    expect(same.photos).toBeUndefined();
    expect(statusFieldsForEdit(old, same)).toEqual({});
    // A gallery that says more, or another cover, is stored and sends the listing back to the admin.
    const grown = contentAfterEdit(old, { ...old, photos: [old.image, 'https://img.example.com/new.jpg'] });
    expect(grown.photos).toEqual([old.image, 'https://img.example.com/new.jpg']);
    expect(statusFieldsForEdit(old, grown)).toBe(RESUBMITTED);
    const recovered = contentAfterEdit(old, { ...old, image: 'https://img.example.com/new.jpg', photos: ['https://img.example.com/new.jpg'] });
    expect(recovered.photos).toEqual(['https://img.example.com/new.jpg']);
    expect(statusFieldsForEdit(old, recovered)).toBe(RESUBMITTED);
  });
});
