import { describe, expect, it } from 'vitest';
import { listingEditPatch } from './listing-edit-patch';
import type { ListingDraft } from './listing-draft';

const agent = { uid: 'agent-1', name: 'Ann Agent', email: 'ann@example.com', image: '' };
const COVER = 'https://img.example.com/a.jpg';
const draft: ListingDraft = {
  title: 'Lake house',
  location: 'Lakeview, Ohio',
  image: COVER,
  Details: 'Three rooms.',
  MinimumPrice: 250_000,
  MaximumPrice: 300_000,
  facts: { bedrooms: 3 },
  photos: [COVER, 'https://img.example.com/b.jpg'],
  floorPlans: ['https://img.example.com/plan.png'],
  panoramas: [],
  position: { lat: 41.4995, lng: -81.6954 },
};
const before = { ...draft, panoramas: undefined, agent };
const signedIn = { name: 'Ann A. Agent', email: 'ann@example.com', image: 'https://img.example.com/ann.jpg' };
const RESUBMIT = { status: 'pending', isVerified: false };

describe('listingEditPatch', () => {
  it('is null when no field of the form changed, whatever the agent block says', () => {
    expect(listingEditPatch(before, { ...draft }, signedIn)).toBeNull();
  });

  it('writes a price-only change with the agent block and no status', () => {
    expect(listingEditPatch(before, { ...draft, MaximumPrice: 310_000 }, signedIn)).toEqual({ MaximumPrice: 310_000, agent: { ...signedIn, uid: 'agent-1' } });
  });

  it('sends a content change back to pending, with only the changed fields', () => {
    expect(listingEditPatch(before, { ...draft, title: 'Lake villa', MinimumPrice: 260_000 }, signedIn)).toEqual({
      title: 'Lake villa',
      MinimumPrice: 260_000,
      agent: { ...signedIn, uid: 'agent-1' },
      ...RESUBMIT,
    });
    for (const field of ['location', 'Details'] as const) {
      expect(listingEditPatch(before, { ...draft, [field]: 'changed' }, signedIn), field).toMatchObject({ [field]: 'changed', ...RESUBMIT });
    }
  });

  it('treats facts, the cover and every list of pictures (their order too) as content', () => {
    const photos = ['https://img.example.com/b.jpg', COVER];
    expect(listingEditPatch(before, { ...draft, photos }, signedIn)).toMatchObject({ photos, ...RESUBMIT });
    expect(listingEditPatch(before, { ...draft, image: 'https://img.example.com/b.jpg' }, signedIn)).toMatchObject({ image: 'https://img.example.com/b.jpg', ...RESUBMIT });
    expect(listingEditPatch(before, { ...draft, facts: { bedrooms: 4, type: 'house' } }, signedIn)).toMatchObject({ facts: { type: 'house', bedrooms: 4 }, ...RESUBMIT });
    expect(listingEditPatch(before, { ...draft, panoramas: ['https://img.example.com/360.jpg'] }, signedIn)).toMatchObject({ panoramas: ['https://img.example.com/360.jpg'], ...RESUBMIT });
  });

  it('deletes the facts when none is left, and a list once emptied (null: the caller writes deleteField)', () => {
    const patch = listingEditPatch(before, { ...draft, facts: undefined, floorPlans: [] }, signedIn);
    expect(patch).toMatchObject({ facts: null, floorPlans: null, ...RESUBMIT });
    expect(patch).not.toHaveProperty('panoramas');
  });

  it('keeps a listing from before galleries without photos while its gallery is still its one picture', () => {
    const old = { ...before, facts: undefined, photos: undefined, floorPlans: undefined };
    const unchanged = { ...draft, facts: undefined, photos: [COVER], floorPlans: [] };
    expect(listingEditPatch(old, unchanged, signedIn)).toBeNull();
    expect(listingEditPatch(old, { ...unchanged, MaximumPrice: 1 }, signedIn)).toEqual({ MaximumPrice: 1, agent: { ...signedIn, uid: 'agent-1' } });
    expect(listingEditPatch(old, { ...unchanged, photos: [COVER, 'https://img.example.com/new.jpg'] }, signedIn)).toMatchObject({
      photos: [COVER, 'https://img.example.com/new.jpg'],
      ...RESUBMIT,
    });
  });

  it('treats the map position as content: a moved pin writes exactly {lat, lng}, a removed one deletes it, a new one is added', () => {
    const moved = { lat: 41.5001, lng: -81.6954 };
    expect(listingEditPatch(before, { ...draft, position: moved }, signedIn)).toEqual({ position: moved, agent: { ...signedIn, uid: 'agent-1' }, ...RESUBMIT });
    expect(listingEditPatch(before, { ...draft, position: undefined }, signedIn)).toEqual({ position: null, agent: { ...signedIn, uid: 'agent-1' }, ...RESUBMIT });
    expect(listingEditPatch({ ...before, position: undefined }, { ...draft, position: moved }, signedIn)).toMatchObject({ position: moved, ...RESUBMIT });
    // The same point typed again is no change.
    expect(listingEditPatch(before, { ...draft, position: { lng: -81.6954, lat: 41.4995 } }, signedIn)).toBeNull();
    expect(listingEditPatch({ ...before, position: undefined }, { ...draft, position: undefined }, signedIn)).toBeNull();
  });

  it("keeps the stored agent's uid", () => {
    expect(listingEditPatch({ ...before, agent: { ...agent, uid: 'stored-uid' } }, { ...draft, title: 'New' }, signedIn)?.agent.uid).toBe('stored-uid');
  });
});
