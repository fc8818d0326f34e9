import { describe, expect, it } from 'vitest';
import { newListing } from './new-listing';

const agent = { uid: 'a1', name: '', email: 'a@example.com', image: '' };
const draft = {
  title: 'T',
  location: 'L',
  image: 'https://img.example.com/x.jpg',
  Details: 'D',
  MinimumPrice: 1,
  MaximumPrice: 2,
  facts: undefined,
  position: undefined,
  photos: ['https://img.example.com/x.jpg'],
  floorPlans: [],
  panoramas: [],
};

describe('newListing', () => {
  it('has exactly the keys the rules allow on a create: pending, not verified, not withdrawn, no search keys, facts or position', () => {
    const doc = newListing(draft, agent, 'a1', 'now');
    expect(Object.keys(doc).sort()).toEqual([
      'Details',
      'MaximumPrice',
      'MinimumPrice',
      'agent',
      'createdAt',
      'image',
      'isVerified',
      'location',
      'photos',
      'slotHolder',
      'status',
      'title',
      'updatedAt',
      'withdrawn',
    ]);
    expect(doc).toMatchObject({ status: 'pending', isVerified: false, withdrawn: false, agent, slotHolder: 'a1', createdAt: 'now', updatedAt: 'now', MinimumPrice: 1, MaximumPrice: 2 });
  });

  it('stores facts and every list of pictures that has something', () => {
    const doc = newListing({ ...draft, facts: { bedrooms: 2 }, floorPlans: ['https://img.example.com/p.png'], panoramas: ['https://img.example.com/360.jpg'] }, agent, 'a1', 'now');
    expect(doc).toMatchObject({ facts: { bedrooms: 2 }, photos: [draft.image], floorPlans: ['https://img.example.com/p.png'], panoramas: ['https://img.example.com/360.jpg'] });
  });

  it('stores the map position as exactly {lat, lng}, never a geohash (the trigger derives it)', () => {
    const doc = newListing({ ...draft, position: { lat: 30.2672, lng: -97.7431 } }, agent, 'a1', 'now');
    expect(doc.position).toStrictEqual({ lat: 30.2672, lng: -97.7431 });
    expect(doc).not.toHaveProperty('geohash');
  });
});
