import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isProductImageAddress } from '@homehaven/domain/image-address';
import { IMAGE_VARIANT_WIDTHS, imageVariantName, imageVariantUrl } from '@homehaven/domain/images';
import { firebaseDownloadUrl, isStoredImageName } from './image-names';

const UUID = '0b6f3f4e-5d1c-4f1e-9a53-2f0c8e7d9a10';

describe('isStoredImageName', () => {
  it('accepts a stored picture of every type and each of its resized copies', () => {
    for (const extension of ['jpg', 'png', 'gif', 'webp']) expect(isStoredImageName(`${UUID}.${extension}`)).toBe(true);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(isStoredImageName(imageVariantName(UUID, width))).toBe(true);
  });

  it('refuses other widths, other variant types, traversal and names that are not a UUID', () => {
    expect(isStoredImageName(`${UUID}-w100.webp`)).toBe(false);
    expect(isStoredImageName(`${UUID}-w320.jpg`)).toBe(false);
    expect(isStoredImageName(`${UUID}-w320-w320.webp`)).toBe(false);
    expect(isStoredImageName(`${UUID}.svg`)).toBe(false);
    expect(isStoredImageName(`../${UUID}.png`)).toBe(false);
    expect(isStoredImageName('------------------------------------.png')).toBe(false);
    expect(isStoredImageName(`${UUID}.png\n`)).toBe(false);
  });
});

describe('firebaseDownloadUrl', () => {
  it('builds the Firebase Storage download URL with the object path encoded and the token', () => {
    expect(firebaseDownloadUrl('demo.appspot.com', `images/${UUID}.jpg`, 'tok')).toBe(`https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F${UUID}.jpg?alt=media&token=tok`);
  });

  it('points at the Storage emulator when its host is given', () => {
    expect(firebaseDownloadUrl('demo.appspot.com', `images/${UUID}.png`, 'tok', '127.0.0.1:9199')).toBe(`http://127.0.0.1:9199/v0/b/demo.appspot.com/o/images%2F${UUID}.png?alt=media&token=tok`);
  });

  it('gives, with a download token, an address the picture rule takes (domain/src/image-address.ts), in production and on the emulator', () => {
    for (const extension of ['jpg', 'png', 'gif', 'webp']) {
      const path = `images/${randomUUID()}.${extension}`;
      expect(isProductImageAddress(firebaseDownloadUrl('demo-homehaven.appspot.com', path, randomUUID()))).toBe(true);
      expect(isProductImageAddress(firebaseDownloadUrl('demo-homehaven.appspot.com', path, randomUUID(), '127.0.0.1:9199'))).toBe(true);
    }
  });

  it('gives a URL whose variant URL is the copy stored under the same token', () => {
    const url = firebaseDownloadUrl('demo.appspot.com', `images/${UUID}.jpg`, 'tok');
    expect(imageVariantUrl(url, 640)).toBe(firebaseDownloadUrl('demo.appspot.com', `images/${imageVariantName(UUID, 640)}`, 'tok'));
  });
});
