import { describe, expect, it } from 'vitest';
import { newListing } from './new-listing';

describe('newListing', () => {
  it('has exactly the keys the rules allow on a create: pending, not verified, not withdrawn, no search keys', () => {
    const agent = { uid: 'a1', name: '', email: 'a@example.com', image: '' };
    const draft = { title: 'T', location: 'L', image: 'https://img.example.com/x.jpg', Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };
    const doc = newListing(draft, agent, 'now');
    expect(Object.keys(doc).sort()).toEqual(['Details', 'MaximumPrice', 'MinimumPrice', 'agent', 'createdAt', 'image', 'isVerified', 'location', 'status', 'title', 'updatedAt', 'withdrawn']);
    expect(doc).toMatchObject({ status: 'pending', isVerified: false, withdrawn: false, agent, createdAt: 'now', updatedAt: 'now', MinimumPrice: 1, MaximumPrice: 2 });
  });
});
