import { describe, expect, it } from 'vitest';
import { bellBadge } from './bell-badge';

describe('bellBadge', () => {
  it('shows nothing without unread alerts, the count below the limit, and 9+ at it', () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(9)).toBe('9');
    expect(bellBadge(10)).toBe('9+');
  });
});
