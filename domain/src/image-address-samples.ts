/**
 * Picture addresses for tests (as text.ts's BLANK_SAMPLES): intake addresses made from a name, and
 * samples every judge of image-address.ts must judge alike (the rules, the domain, the facade's and
 * the forms' schemas). Product code does not import this file.
 */

/** 32 hex digits from `name` (FNV-1a, four seeds): the same name gives the same UUID in every suite. */
function hexOf(name: string): string {
  return [0x811c9dc5, 0x01000193, 0x2545f491, 0x9e3779b9]
    .map((seed) => {
      let hash = seed;
      for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
}

/** A UUID as `randomUUID()` writes it, made from `name`. */
export function sampleUuid(name: string): string {
  const hex = hexOf(name);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where an intake address points: production's Firebase Storage, the Storage emulator, or the emulator's fallback store. */
export type IntakeHost = 'production' | 'storageEmulator' | 'fallbackStore';

/**
 * An address the image intake could have answered for the picture `name` (docs/facade.md "Image
 * intake"). By default the emulator's fallback store: test listings are shown by the browser journeys
 * on the same emulators, where such an address answers at once (404) and never reaches the internet.
 */
export function intakePictureUrl(name: string, { extension = 'jpg', host = 'fallbackStore' }: { extension?: string; host?: IntakeHost } = {}): string {
  const file = `${sampleUuid(name)}.${extension}`;
  const token = sampleUuid(`token of ${name}`);
  if (host === 'fallbackStore') return `http://127.0.0.1:5001/demo-homehaven/us-central1/api/images/${file}`;
  const origin = host === 'storageEmulator' ? 'http://127.0.0.1:9199' : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/demo-homehaven.appspot.com/o/images%2F${file}?alt=media&token=${token}`;
}

const PICTURE = intakePictureUrl('sample', { host: 'production' });
const FALLBACK = intakePictureUrl('sample');
const UUID = sampleUuid('sample');

/** Addresses of listing pictures every judge takes: each form the intake answers, each extension. */
export const INTAKE_ADDRESS_SAMPLES: readonly [string, string][] = [
  ['a production download URL', PICTURE],
  ['a production download URL of a PNG', intakePictureUrl('sample png', { extension: 'png', host: 'production' })],
  ['a production download URL of a GIF', intakePictureUrl('sample gif', { extension: 'gif', host: 'production' })],
  ['a production download URL of a WebP', intakePictureUrl('sample webp', { extension: 'webp', host: 'production' })],
  ['a production download URL in a bucket named like a domain', PICTURE.replace('demo-homehaven.appspot.com', 'homehaven-prod.firebasestorage.app')],
  ['a Storage emulator download URL', intakePictureUrl('sample', { host: 'storageEmulator' })],
  ['a Storage emulator download URL on localhost', intakePictureUrl('sample', { host: 'storageEmulator' }).replace('127.0.0.1', 'localhost')],
  ['a fallback-store URL of the emulator', FALLBACK],
  ['a fallback-store URL of a GIF on localhost', intakePictureUrl('sample gif', { extension: 'gif' }).replace('127.0.0.1', 'localhost')],
];

/** Addresses no listing picture may have (the attacks that found the gap first). */
export const FOREIGN_ADDRESS_SAMPLES: readonly [string, string][] = [
  ['javascript:', 'javascript:alert(1)'],
  ['JAVASCRIPT: in capitals', 'JAVASCRIPT:alert(document.cookie)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['javascript: before a product address', `javascript:alert(1)//${PICTURE}`],
  ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
  ['a data: picture', 'data:image/png;base64,iVBORw0KGgo='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['a product address with a carriage return inside', PICTURE.replace('?alt', '\r?alt')],
  ['a product address with a line break inside', PICTURE.replace('?alt', '\n?alt')],
  ['a product address ending in a line break', `${PICTURE}\n`],
  ['a product address after a space', ` ${PICTURE}`],
  ['a foreign https host', 'https://img.example.com/house.jpg'],
  ['a foreign host posing as Firebase Storage', PICTURE.replace('firebasestorage.googleapis.com', 'firebasestorage.googleapis.com.evil.example')],
  ['Firebase Storage over http', PICTURE.replace('https://', 'http://')],
  ['a product URL outside images/', PICTURE.replace('images%2F', 'documents%2F')],
  ['a product URL with another extension', PICTURE.replace('.jpg?', '.svg?')],
  ['a product URL without its token', PICTURE.slice(0, PICTURE.indexOf('&token='))],
  ['a product URL with more in its query', `${PICTURE}&x=1`],
  ['a product URL whose name is not a UUID', PICTURE.replace(UUID, 'house')],
  ['a fallback-store URL on another host', FALLBACK.replace('127.0.0.1', 'evil.example')],
  ['a fallback-store URL over https', FALLBACK.replace('http://', 'https://')],
  ['a fallback-store URL with a path around images/', FALLBACK.replace('/api/images/', '/api/images/../x/')],
  ['a relative address', `/images/${UUID}.jpg`],
  ['an empty address', ''],
];

/** Profile pictures every judge takes: none, the intake's, any https address. */
export const PROFILE_ADDRESS_SAMPLES: readonly [string, string][] = [
  ['no picture', ''],
  ['an intake address', PICTURE],
  ['a fallback-store address', FALLBACK],
  ['a Google sign-in photo', 'https://lh3.googleusercontent.com/a/ACg8ocJ4xYz-Abc_123=s96-c'],
  ['an https address with a port and a query', 'https://img.example.com:8443/me.png?size=96#top'],
];

/** Profile pictures no judge takes: another scheme, a line break, white space, past the URL limit. */
export const BAD_PROFILE_ADDRESS_SAMPLES: readonly [string, string][] = [
  ['javascript:', 'javascript:alert(1)'],
  ['JAVASCRIPT: in capitals', 'JAVASCRIPT:alert(1)'],
  ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['plain http', 'http://img.example.com/me.png'],
  ['https after a space', ' https://img.example.com/me.png'],
  ['https with a line break inside', 'https://img.example.com/me.png\njavascript:alert(1)'],
  ['https with a carriage return inside', 'https://img.example.com/me\r.png'],
  ['https with a space inside', 'https://img.example.com/my photo.png'],
  ['https without a host', 'https:///me.png'],
  ['https with a user name', 'https://user@img.example.com/me.png'],
  ['https past the URL limit', `https://img.example.com/${'x'.repeat(2048)}`],
];
