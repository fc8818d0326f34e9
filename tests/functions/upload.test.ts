import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { isProductImageAddress } from '@homehaven/domain/image-address';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@homehaven/domain/images';
import { MESSAGES } from '@homehaven/domain/messages';
import { MEDIA_MESSAGES, PANORAMA_MAX_BYTES, PANORAMA_VIEWER_WIDTH } from '@homehaven/domain/listing-media';
import { API_MESSAGES } from '../../functions/src/http/api-messages';
import { API_URL, HOSTING_URL, UPLOADS_DIR } from '../../tools/emulators/config';
import { signUpWithPassword, type EmulatorAccount } from '../../tools/emulators/auth-rest';
import { TINY_GIF, TINY_PNG, sampleJpeg } from '../support/images';
import { member } from './facade/support/cast';
import { newPrefix } from './facade/support/run';
import { auth, db } from './facade/support/admin';
import { hostilePictureTests } from './uploads/hostile-pictures';
import { oversizedBodyTests } from './uploads/oversized-bodies';
import { picturePrivacyTests } from './uploads/picture-privacy';
import { form, served, storedFiles, upload, uploadedUrl } from './uploads/support';

describe('POST /upload (image intake)', () => {
  let account: EmulatorAccount;
  beforeAll(async () => {
    account = await signUpWithPassword();
  });

  it('stores a real JPEG from a signed-in user, re-encoded as a JPEG of its size, and serves it back at display_url', async () => {
    const jpeg = sampleJpeg();
    const response = await upload(form('image', jpeg, 'house.jpg', 'image/jpeg'), account.idToken);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { display_url: string } };
    expect(data.display_url).toMatch(/\/images\/[0-9a-f-]{36}\.jpg$/);

    const picture = await served(data.display_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const [sent, stored] = await Promise.all([sharp(jpeg).metadata(), sharp(picture.bytes).metadata()]);
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'jpeg', width: sent.width, height: sent.height });
  });

  it('stores a WebP copy of a JPEG at every variant width, never enlarged, served at imageVariantUrl()', async () => {
    const jpeg = sampleJpeg();
    const originalWidth = (await sharp(jpeg).metadata()).width;
    const url = await uploadedUrl(jpeg, 'house.jpg', 'image/jpeg', account.idToken);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variantUrl = imageVariantUrl(url, width);
      expect(variantUrl).toMatch(new RegExp(`/images/[0-9a-f-]{36}-w${width}\\.webp$`));
      const served = await fetch(variantUrl ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, originalWidth));
    }
  });

  it('makes copies at its own size of a picture smaller than every width', async () => {
    const url = await uploadedUrl(TINY_PNG, 'dot.png', 'image/png', account.idToken);
    const served = await fetch(imageVariantUrl(url, 960) ?? '');
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1);
  });

  it('stores a GIF alone, with no resized copies', async () => {
    const before = storedFiles();
    const url = await uploadedUrl(TINY_GIF, 'dot.gif', 'image/gif', account.idToken);
    expect(url).toMatch(/\/images\/[0-9a-f-]{36}\.gif$/);
    expect(storedFiles()).toBe(before + 1);
    const uuid = /([0-9a-f-]{36})\.gif$/.exec(url)?.[1] ?? '';
    expect(readdirSync(UPLOADS_DIR).filter((name) => name.startsWith(uuid))).toEqual([`${uuid}.gif`]);
    expect((await fetch(url.replace(/\.gif$/, '-w320.webp'))).status).toBe(404);
  });

  it('refuses a picture that cannot be decoded (422, its message) and stores nothing', async () => {
    const before = storedFiles();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a JPEG')]);
    const response = await upload(form('image', broken, 'broken.jpg', 'image/jpeg'), account.idToken);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: MESSAGES.upload.unreadable });
    expect(storedFiles()).toBe(before);
  });

  it('judges the type by content: a PNG sent as .jpg is stored as .png', async () => {
    const response = await upload(form('image', TINY_PNG, 'photo.jpg', 'image/jpeg'), account.idToken);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { display_url: string } }).data.display_url).toMatch(/\.png$/);
  });

  it('rejects a text file renamed .png with a clear message and stores nothing', async () => {
    const before = storedFiles();
    const response = await upload(form('image', Buffer.from('hello, not a picture'), 'fake.png', 'image/png'), account.idToken);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: MESSAGES.upload.notAnImage });
    expect(storedFiles()).toBe(before);
  });

  it('rejects an image over the size limit with a clear message and stores nothing', async () => {
    const before = storedFiles();
    const oversize = Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload(form('image', oversize, 'huge.png', 'image/png'), account.idToken);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: MESSAGES.upload.tooLarge });
    expect(storedFiles()).toBe(before);
  });

  it('answers 400 when the image field is missing or the body is not multipart', async () => {
    const wrongField = await upload(form('photo', TINY_PNG, 'a.png', 'image/png'), account.idToken);
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ message: MESSAGES.upload.missing });

    const json = await fetch(`${API_URL}/upload`, {
      method: 'POST',
      body: JSON.stringify({ image: 'x' }),
      headers: { Authorization: `Bearer ${account.idToken}`, 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(400);
  });

  it('allows ONLY signed-in callers: no token or a forged token answers 401', async () => {
    const body = () => form('image', TINY_PNG, 'a.png', 'image/png');
    expect((await upload(body())).status).toBe(401);
    expect((await upload(body(), 'not-a-real-token')).status).toBe(401);
  });

  it('refuses a fraud user (403, why: a fraud user writes nothing) and stores nothing', async () => {
    const fraud = await member(newPrefix(), 'fraud', 'fraud');
    try {
      const before = storedFiles();
      const answer = await upload(form('image', TINY_PNG, 'a.png', 'image/png'), fraud.token);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message?: string }).message).toBe(MESSAGES.users.suspended);
      expect(storedFiles()).toBe(before);
    } finally {
      await Promise.all([auth.deleteUser(fraud.uid), db.collection('users').doc(fraud.uid).delete()]);
    }
  });

  it('answers under the /api prefix Hosting rewrites to, exactly as without it', async () => {
    const jpeg = sampleJpeg();
    const stored = await upload(form('image', jpeg, 'house.jpg', 'image/jpeg'), account.idToken);
    const url = ((await stored.json()) as { data: { display_url: string } }).data.display_url;
    const viaHosting = await served(url.replace('/api/images/', '/api/api/images/'));
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.bytes.equals((await served(url)).bytes)).toBe(true);
  });

  it('answers, directly and through Hosting’s /api rewrite (as the web app uploads), an address the picture rule takes', async () => {
    // domain/src/image-address.ts: listings may hold nothing else, so every answer must be one (docs/security-rules.md "Picture addresses").
    for (const base of [API_URL, `${HOSTING_URL}/api`]) {
      const answer = await upload(form('image', sampleJpeg(), 'house.jpg', 'image/jpeg'), account.idToken, base);
      expect(answer.status, base).toBe(201);
      const url = ((await answer.json()) as { data: { display_url: string } }).data.display_url;
      expect([url, isProductImageAddress(url)], base).toEqual([url, true]);
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('serves only stored names: traversal and unknown files answer 404', async () => {
    expect((await fetch(`${API_URL}/images/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${API_URL}/images/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${API_URL}/images/00000000-0000-0000-0000-000000000000-w320.webp`)).status).toBe(404);
  });
});

/** A picture of `width` × `height` in `format`: flat colour (small), or random noise (large: as many bytes as such a picture can weigh). */
async function picture(width: number, height: number, format: 'jpeg' | 'webp' | 'png', noise = false): Promise<Buffer> {
  const image = noise ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }) : sharp({ create: { width, height, channels: 3, background: '#3a86ff' } });
  return format === 'jpeg' ? image.jpeg({ quality: 97 }).toBuffer() : format === 'webp' ? image.webp().toBuffer() : image.png().toBuffer();
}

/** A panorama upload: the `image` file and the text field `kind=panorama` (after the file when `kindLast`). */
function panoramaForm(bytes: Buffer, type: string, { kind = 'panorama', kindLast = false } = {}): FormData {
  const body = new FormData();
  if (!kindLast) body.append('kind', kind);
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), 'tour.jpg');
  if (kindLast) body.append('kind', kind);
  return body;
}

/** The served picture at `url`: its content type and pixel size. */
async function servedPicture(url: string): Promise<{ type: string | null; width?: number; height?: number }> {
  const served = await fetch(url);
  expect(served.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  return { type: served.headers.get('content-type'), width, height };
}

describe('POST /upload with kind=panorama (360° panoramas)', () => {
  let account: EmulatorAccount;
  beforeAll(async () => {
    account = await signUpWithPassword();
  });

  it('takes a 2:1 JPEG of up to 10 MiB (over the photo limit) and stores a WebP copy at most 4096 px wide, with resized copies', async () => {
    const jpeg = await picture(4200, 2100, 'jpeg', true);
    // Heavier than any photo may be, within a panorama's limit: the body limit lets it through.
    expect(jpeg.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(jpeg.length).toBeLessThanOrEqual(PANORAMA_MAX_BYTES);
    const response = await upload(panoramaForm(jpeg, 'image/jpeg'), account.idToken);
    expect(response.status).toBe(201);
    const url = ((await response.json()) as { data: { display_url: string } }).data.display_url;
    expect(url).toMatch(/\/images\/[0-9a-f-]{36}\.webp$/);
    expect(await servedPicture(url)).toEqual({ type: 'image/webp', width: PANORAMA_VIEWER_WIDTH, height: PANORAMA_VIEWER_WIDTH / 2 });
    // Thumbnails of the tour (the editor, Manage properties) read the usual copies.
    expect(await servedPicture(imageVariantUrl(url, 320) ?? '')).toMatchObject({ type: 'image/webp', width: 320 });
  });

  it('takes a 2:1 WebP smaller than the viewer width as it is (never enlarged), whichever order the fields come in', async () => {
    const webp = await picture(2048, 1024, 'webp');
    const response = await upload(panoramaForm(webp, 'image/webp', { kindLast: true }), account.idToken);
    expect(response.status).toBe(201);
    const url = ((await response.json()) as { data: { display_url: string } }).data.display_url;
    expect(await servedPicture(url)).toEqual({ type: 'image/webp', width: 2048, height: 1024 });
  });

  it.each([
    ['a 4:3 picture', () => picture(2000, 1500, 'jpeg'), 'image/jpeg', 400, MEDIA_MESSAGES.panoramaRatio],
    ['a 2:1 picture too narrow to view', () => picture(800, 400, 'jpeg'), 'image/jpeg', 400, MEDIA_MESSAGES.panoramaTooSmall],
    ['a PNG', () => picture(2048, 1024, 'png'), 'image/png', 415, MEDIA_MESSAGES.panoramaType],
    ['a GIF', () => Promise.resolve(TINY_GIF), 'image/gif', 415, MEDIA_MESSAGES.panoramaType],
    ['more than 10 MiB', async () => Buffer.concat([await picture(2048, 1024, 'jpeg'), Buffer.alloc(PANORAMA_MAX_BYTES)]), 'image/jpeg', 413, MEDIA_MESSAGES.panoramaTooLarge],
  ] as const)('refuses %s with its message and stores nothing', async (_what, make, type, status, message) => {
    const before = storedFiles();
    const response = await upload(panoramaForm(await make(), type), account.idToken);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(storedFiles()).toBe(before);
  });

  it('refuses a kind it does not know (400), and keeps photos to their own 5 MB limit and types', async () => {
    const before = storedFiles();
    const unknown = await upload(panoramaForm(await picture(2048, 1024, 'jpeg'), 'image/jpeg', { kind: 'tour' }), account.idToken);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: API_MESSAGES.uploadKind });
    const heavyPhoto = await upload(form('image', await picture(4200, 2100, 'jpeg', true), 'big.jpg', 'image/jpeg'), account.idToken);
    expect(heavyPhoto.status).toBe(413);
    expect(await heavyPhoto.json()).toEqual({ message: MESSAGES.upload.tooLarge });
    expect(storedFiles()).toBe(before);
    // A 2:1 photo is a photo: stored as its own type.
    expect(await uploadedUrl(await picture(2048, 1024, 'png'), 'wide.png', 'image/png', account.idToken)).toMatch(/\.png$/);
  });
});

describe('origins', () => {
  it('grants CORS to the app origin', async () => {
    const preflight = await fetch(`${API_URL}/upload`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('refuses requests from any other browser origin and stores nothing', async () => {
    const account = await signUpWithPassword();
    const before = storedFiles();
    const response = await fetch(`${API_URL}/upload`, {
      method: 'POST',
      body: form('image', TINY_PNG, 'a.png', 'image/png'),
      headers: { Authorization: `Bearer ${account.idToken}`, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(storedFiles()).toBe(before);
  });
});

// Every test of the intake runs from this one file, in order: they count the files of the one fallback
// store (`storedFiles()`), which another file's uploads running beside them (three files at a time)
// would change. Each part lives in tests/functions/uploads/ for its own subject.
hostilePictureTests();
picturePrivacyTests();
oversizedBodyTests();
