import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariantUrl } from './images';

const UUID = '0b6f3f4e-5d1c-4f1e-9a53-2f0c8e7d9a10';

describe('imageVariantUrl', () => {
  it('points at the resized WebP beside a picture of the emulator fallback store', () => {
    const url = `http://127.0.0.1:5001/demo-homehaven/us-central1/api/images/${UUID}.jpg`;
    expect(imageVariantUrl(url, 320)).toBe(`http://127.0.0.1:5001/demo-homehaven/us-central1/api/images/${UUID}-w320.webp`);
  });

  it('keeps the query string (download token) of a Cloud Storage URL', () => {
    const url = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F${UUID}.png?alt=media&token=abc`;
    expect(imageVariantUrl(url, 640)).toBe(`https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/images%2F${UUID}-w640.webp?alt=media&token=abc`);
  });

  it('has no variant for a GIF, a variant itself, or a picture from elsewhere', () => {
    expect(imageVariantUrl(`http://x/images/${UUID}.gif`, 320)).toBeNull();
    expect(imageVariantUrl(`http://x/images/${UUID}-w320.webp`, 640)).toBeNull();
    expect(imageVariantUrl('https://i.ibb.co/abc/house.jpg', 320)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists every width once, smallest first', () => {
    const set = imageSrcSet(`http://x/api/images/${UUID}.webp`);
    expect(set?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(IMAGE_VARIANT_WIDTHS.map((w) => `${w}w`));
  });

  it('is undefined for a picture without variants', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });
});
