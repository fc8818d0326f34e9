import { describe, expect, it } from 'vitest';
import { cookieValue, siteCookie } from './cookie-header';

describe('cookieValue', () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ['alone', '__session=abc.def.ghi', 'abc.def.ghi'],
    ['among others', 'theme=dark; __session=abc.def.ghi; lang=en', 'abc.def.ghi'],
    ['without spaces', 'theme=dark;__session=abc;lang=en', 'abc'],
    ['padded', '  __session = abc  ', 'abc'],
    ['no header', undefined, undefined],
    ['an empty header', '', undefined],
    ['other cookies only', 'theme=dark; lang=en', undefined],
    ['names that only contain it, a name without a value', 'x__session=abc; __session_old=def; __session', undefined],
    ['the first of two', '__session=first; __session=second', 'first'],
    ['"=" inside the value', '__session=a=b==', 'a=b=='],
    ['a quoted value', '__session="quoted"', 'quoted'],
    ['an empty value', '__session=', ''],
  ];
  it.each(cases)('reads %s', (_case, header, value) => {
    expect(cookieValue(header, '__session')).toBe(value);
  });
});

describe('siteCookie', () => {
  it('writes the attributes in a fixed order, Secure only when asked', () => {
    expect(siteCookie('__session', 'a.b.c', { maxAgeSeconds: 432_000, secure: true })).toBe('__session=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=432000; Secure');
    expect(siteCookie('__session', 'a.b.c', { maxAgeSeconds: 432_000, secure: false })).toBe('__session=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=432000');
    expect(siteCookie('__session', '', { maxAgeSeconds: 0, secure: false })).toBe('__session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('refuses a value that would break out of the cookie', () => {
    for (const value of ['a; Domain=evil.example', 'a b', 'a,b', 'a"b', 'a\\b', 'a\r\nSet-Cookie: x=y']) {
      expect(() => siteCookie('__session', value, { maxAgeSeconds: 1, secure: true })).toThrow('cannot hold');
    }
  });
});
