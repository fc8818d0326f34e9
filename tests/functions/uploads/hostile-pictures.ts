import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@homehaven/domain/images';
import { MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import { signUpWithPassword, type EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { API_URL } from '../../../tools/emulators/config';
import { HTML_PAYLOAD, gifDeclaring, gifWithHtmlComment, hostilePictures, jpegDeclaring, jpegWithHtmlComment, pngDeclaring, withTrailingHtml } from '../../support/hostile-pictures';
import { TINY_GIF, TINY_PNG } from '../../support/images';
import { form, served, storedBytes, storedFiles, upload, uploadedUrl } from './support';

// What attackers sent the image intake (docs/facade.md "Image intake"): markup riding on a real image,
// decompression bombs, broken bodies behind valid signatures. Each answer is a 4xx or a picture sharp wrote.

/** A flat-colour picture of 50 × 40 in `format`. */
function flat(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 50, height: 40, channels: 3, background: '#fb8500' } })
    .toFormat(format)
    .toBuffer();
}

/** The stored file's name in the fallback store, from its URL. */
const storedName = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** A panorama upload (`kind=panorama`) of `bytes`. */
function panoramaForm(bytes: Buffer, type: string): FormData {
  const body = form('image', bytes, 'tour.jpg', type);
  body.append('kind', 'panorama');
  return body;
}

/** The intake against what attackers sent: run from tests/functions/upload.test.ts (see there why one file). */
export function hostilePictureTests(): void {
  describe('POST /upload stores only what sharp wrote', () => {
    let account: EmulatorAccount;
    beforeAll(async () => {
      account = await signUpWithPassword();
    });

    it.each([
      ['HTML after a GIF', () => Promise.resolve(withTrailingHtml(TINY_GIF)), 'image/gif', 'gif', { width: 1, height: 1 }],
      ['HTML after a JPEG', async () => withTrailingHtml(await flat('jpeg')), 'image/jpeg', 'jpeg', { width: 50, height: 40 }],
      ['HTML after a PNG', async () => withTrailingHtml(await flat('png')), 'image/png', 'png', { width: 50, height: 40 }],
      ['HTML after a WebP', async () => withTrailingHtml(await flat('webp')), 'image/webp', 'webp', { width: 50, height: 40 }],
      ['HTML in a GIF comment', () => Promise.resolve(gifWithHtmlComment()), 'image/gif', 'gif', { width: 1, height: 1 }],
      ['HTML in a JPEG comment', () => jpegWithHtmlComment(), 'image/jpeg', 'jpeg', { width: 64, height: 48 }],
    ] as const)('takes a picture with %s and stores and serves the picture alone, decoded as its type', async (_what, make, type, format, size) => {
      const sent = await make();
      expect(sent.includes(HTML_PAYLOAD)).toBe(true);
      const url = await uploadedUrl(sent, 'picture', type, account.idToken);
      const picture = await served(url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe(type);
      for (const bytes of [picture.bytes, storedBytes(storedName(url))]) {
        expect(bytes.includes(Buffer.from('<script'))).toBe(false);
        expect(bytes.includes(Buffer.from('<html'))).toBe(false);
        expect(await sharp(bytes, { animated: true }).metadata()).toMatchObject({ format, ...size });
      }
    });

    it('keeps an animated GIF animated: every frame, re-encoded as a GIF, with no resized copies', async () => {
      const frames = await Promise.all(
        ['#e63946', '#2a9d8f', '#264653'].map((colour) =>
          sharp({ create: { width: 30, height: 20, channels: 4, background: colour } })
            .raw()
            .toBuffer(),
        ),
      );
      const gif = await sharp(Buffer.concat(frames), { raw: { width: 30, height: 60, channels: 4, pageHeight: 20 } })
        .gif({ delay: [100, 100, 100], loop: 0 })
        .toBuffer();
      const url = await uploadedUrl(withTrailingHtml(gif), 'anim.gif', 'image/gif', account.idToken);
      const picture = await served(url);
      expect(picture.bytes.includes(HTML_PAYLOAD)).toBe(false);
      expect(await sharp(picture.bytes).metadata()).toMatchObject({ format: 'gif', width: 30, height: 20, pages: 3, delay: [100, 100, 100] });
      expect((await served(url.replace(/\.gif$/, '-w320.webp'))).status).toBe(404);
    });
  });

  describe('POST /upload judges the size a picture declares before decoding it', () => {
    let account: EmulatorAccount;
    beforeAll(async () => {
      account = await signUpWithPassword();
    });

    it.each([
      ['a 30000 × 30000 PNG of under 1 MB', () => Promise.resolve(pngDeclaring(30_000, 30_000)), 'image/png'],
      ['a JPEG declaring 30000 × 15000', () => jpegDeclaring(30_000, 15_000), 'image/jpeg'],
      ['a GIF declaring 65535 × 65535', () => Promise.resolve(gifDeclaring(65_535, 65_535)), 'image/gif'],
    ] as const)('refuses %s: 413 with the picture limit, nothing stored', async (_what, make, type) => {
      const bomb = await make();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const before = storedFiles();
      const response = await upload(form('image', bomb, 'bomb', type), account.idToken);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: MESSAGES.upload.tooManyPixels });
      expect(storedFiles()).toBe(before);
    });

    it('holds each kind to its own pixel limit: a 9000 × 4500 picture is too large as a photo and fine as a panorama; a panorama bomb is refused with the panorama limit', async () => {
      // 40.5 megapixels: over a picture's 40, well within a panorama's 134.
      const wide = await sharp({ create: { width: 9000, height: 4500, channels: 3, background: '#8ecae6' } })
        .jpeg()
        .toBuffer();
      const before = storedFiles();
      const asPhoto = await upload(form('image', wide, 'wide.jpg', 'image/jpeg'), account.idToken);
      expect(asPhoto.status).toBe(413);
      expect(await asPhoto.json()).toEqual({ message: MESSAGES.upload.tooManyPixels });
      expect(storedFiles()).toBe(before);

      const bomb = await upload(panoramaForm(await jpegDeclaring(20_000, 10_000), 'image/jpeg'), account.idToken);
      expect(bomb.status).toBe(413);
      expect(await bomb.json()).toEqual({ message: MEDIA_MESSAGES.panoramaTooManyPixels });
      expect(storedFiles()).toBe(before);

      const asPanorama = await upload(panoramaForm(wide, 'image/jpeg'), account.idToken);
      expect(asPanorama.status).toBe(201);
    });

    it('answers every broken or hostile picture with its 4xx and message, as a photo and as a panorama, and stores nothing', async () => {
      const before = storedFiles();
      const unexpected: string[] = [];
      for (const picture of await hostilePictures()) {
        const message = picture.status === 413 ? MESSAGES.upload.tooManyPixels : MESSAGES.upload.unreadable;
        const asPhoto = await upload(form('image', picture.bytes, 'picture', picture.type), account.idToken);
        const photoAnswer = { status: asPhoto.status, body: (await asPhoto.json().catch(() => null)) as unknown };
        if (photoAnswer.status !== picture.status || JSON.stringify(photoAnswer.body) !== JSON.stringify({ message })) {
          unexpected.push(`photo, ${picture.name}: ${photoAnswer.status} ${JSON.stringify(photoAnswer.body)}`);
        }
        // A panorama takes JPEG and WebP only (415 for the rest); either way a 4xx with a message.
        const asPanorama = await upload(panoramaForm(picture.bytes, picture.type), account.idToken);
        const panoramaBody = (await asPanorama.json().catch(() => null)) as { message?: unknown } | null;
        if (asPanorama.status < 400 || asPanorama.status >= 500 || typeof panoramaBody?.message !== 'string') {
          unexpected.push(`panorama, ${picture.name}: ${asPanorama.status} ${JSON.stringify(panoramaBody)}`);
        }
      }
      expect(unexpected).toEqual([]);
      expect(storedFiles()).toBe(before);
    });
  });

  describe('GET /images/{name}', () => {
    it('serves a stored picture and its copies with their own type and nosniff; an unknown name answers 404 {message}', async () => {
      const account = await signUpWithPassword();
      const url = await uploadedUrl(TINY_PNG, 'dot.png', 'image/png', account.idToken);
      const picture = await served(url);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const copy = await served(imageVariantUrl(url, width) ?? '');
        expect(copy.headers.get('content-type')).toBe('image/webp');
        expect(copy.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const missing = await fetch(`${API_URL}/images/00000000-0000-0000-0000-000000000000.png`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: API_MESSAGES.imageNotFound });
    });
  });
}
