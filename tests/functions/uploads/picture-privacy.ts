import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@homehaven/domain/images';
import { signUpWithPassword, type EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { GPS_TAGS, exifGpsTags, phonePicture } from '../../support/exif';
import { served, uploadedUrl } from './support';

/** No personal metadata kept: run from tests/functions/upload.test.ts (see there why one file). */
export function picturePrivacyTests(): void {
  describe('POST /upload keeps no personal metadata', () => {
    let account: EmulatorAccount;
    beforeAll(async () => {
      account = await signUpWithPassword();
    });

    it.each(['jpeg', 'webp'] as const)('stores a %s carrying EXIF GPS upright, without any metadata, in the picture and every copy', async (format) => {
      const sent = await phonePicture(format);
      const sentMeta = await sharp(sent).metadata();
      // The fixture really carries a position and the orientation.
      expect(exifGpsTags(sentMeta.exif)).toEqual(expect.arrayContaining(GPS_TAGS));
      expect(sentMeta.orientation).toBe(6);

      const url = await uploadedUrl(sent, `phone.${format}`, `image/${format}`, account.idToken);
      const copies = IMAGE_VARIANT_WIDTHS.map((width) => ({ url: imageVariantUrl(url, width) ?? '', width: Math.min(width, 200) }));
      for (const stored of [{ url, width: 200 }, ...copies]) {
        const meta = await sharp((await served(stored.url)).bytes).metadata();
        expect({ url: stored.url, exif: meta.exif, gps: exifGpsTags(meta.exif), xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({
          url: stored.url,
          exif: undefined,
          gps: [],
          xmp: undefined,
          iptc: undefined,
          icc: undefined,
          orientation: undefined,
        });
        // Upright: the sideways 300 × 200 shows 200 wide and 300 high.
        expect({ width: meta.width, height: meta.height }).toEqual({ width: stored.width, height: Math.round((stored.width * 300) / 200) });
      }
    });
  });
}
