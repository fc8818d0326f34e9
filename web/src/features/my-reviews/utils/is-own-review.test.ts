import { describe, expect, it } from 'vitest';
import { isOwnReview } from './is-own-review';

describe('isOwnReview', () => {
  it('is true for the viewer’s own e-mail, in any case', () => {
    expect(isOwnReview({ userEmail: 'ann@example.com' }, 'ann@example.com')).toBe(true);
    expect(isOwnReview({ userEmail: 'Ann@Example.com' }, 'ann@example.com')).toBe(true);
  });

  it('is false for another e-mail, or when either is missing', () => {
    expect(isOwnReview({ userEmail: 'bob@example.com' }, 'ann@example.com')).toBe(false);
    expect(isOwnReview({ userEmail: 'ann@example.com' }, null)).toBe(false);
    expect(isOwnReview({ userEmail: 'ann@example.com' }, undefined)).toBe(false);
    expect(isOwnReview({ userEmail: '' }, '')).toBe(false);
  });
});
