import { describe, expect, it } from 'vitest';
import { listingEditPatch } from './listing-edit-patch';
import type { ListingDraft } from './listing-draft';

const agent = { uid: 'agent-1', name: 'Ann Agent', email: 'ann@example.com', image: '' };
const draft: ListingDraft = { title: 'Lake house', location: 'Lakeview, Ohio', image: 'https://img.example.com/a.jpg', Details: 'Three rooms.', MinimumPrice: 250_000, MaximumPrice: 300_000 };
const before = { ...draft, agent };
const signedIn = { name: 'Ann A. Agent', email: 'ann@example.com', image: 'https://img.example.com/ann.jpg' };

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
      status: 'pending',
      isVerified: false,
    });
    for (const field of ['location', 'image', 'Details'] as const) {
      expect(listingEditPatch(before, { ...draft, [field]: 'changed' }, signedIn), field).toMatchObject({ [field]: 'changed', status: 'pending', isVerified: false });
    }
  });

  it("keeps the stored agent's uid", () => {
    expect(listingEditPatch({ ...before, agent: { ...agent, uid: 'stored-uid' } }, { ...draft, title: 'New' }, signedIn)?.agent.uid).toBe('stored-uid');
  });
});
