import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_RENEW_DAYS } from '@homehaven/domain/constants';
import { markerOf, needsSessionCookie } from './session-cookie';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe('needsSessionCookie', () => {
  it('asks for a cookie when none was given, or it was given to someone else', () => {
    expect(needsSessionCookie(null, 'ann', NOW)).toBe(true);
    expect(needsSessionCookie({ uid: 'bob', at: NOW - 1000 }, 'ann', NOW)).toBe(true);
  });

  it(`keeps the cookie of the same person for ${SESSION_COOKIE_RENEW_DAYS} days, then asks again`, () => {
    expect(needsSessionCookie({ uid: 'ann', at: NOW }, 'ann', NOW)).toBe(false);
    expect(needsSessionCookie({ uid: 'ann', at: NOW - SESSION_COOKIE_RENEW_DAYS * DAY + 1 }, 'ann', NOW)).toBe(false);
    expect(needsSessionCookie({ uid: 'ann', at: NOW - SESSION_COOKIE_RENEW_DAYS * DAY }, 'ann', NOW)).toBe(true);
  });

  it('asks again when the marker is dated in the future (the clock was put back)', () => {
    expect(needsSessionCookie({ uid: 'ann', at: NOW + DAY }, 'ann', NOW)).toBe(true);
  });
});

describe('markerOf', () => {
  it('reads a stored marker and refuses anything else', () => {
    expect(markerOf(JSON.stringify({ uid: 'ann', at: NOW }))).toEqual({ uid: 'ann', at: NOW });
    for (const text of [null, '', 'null', '{', '"ann"', '[]', '{"uid":"ann"}', '{"uid":1,"at":2}', '{"uid":"ann","at":"2026"}']) expect(markerOf(text)).toBeNull();
  });
});
