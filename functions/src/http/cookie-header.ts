/**
 * The value of the cookie `name` in a request's `Cookie` header, or undefined when the header holds
 * none. The header is `name=value` pairs separated by `;` (RFC 6265, section 4.2.1); the first pair of that name
 * wins, as a browser sends the cookie of the longest path first; a value in double quotes is unquoted.
 * Nothing is decoded: the values read here are the facade's own, which need no escaping.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/** What a cookie value may hold unquoted (RFC 6265, section 4.1.1: cookie-octet): no space, quote, comma, semicolon or backslash. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** How long a cookie lives and whether it goes over HTTPS only. */
export interface CookieLife {
  readonly maxAgeSeconds: number;
  readonly secure: boolean;
}

/**
 * A `Set-Cookie` value for a cookie of the whole site that no script can read and that a cross-site
 * subrequest does not carry: `name=value; Path=/; HttpOnly; SameSite=Lax; Max-Age=n`, then `Secure`
 * when asked. `Max-Age=0` deletes the cookie. Throws on a value a cookie cannot hold.
 */
export function siteCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieLife): string {
  if (!COOKIE_OCTETS.test(value)) throw new Error(`A cookie value cannot hold ${JSON.stringify(value.slice(0, 40))}.`);
  return [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}
