import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff-image';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffImage', () => {
  it('recognises JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.extension).toBe('png');
    expect(sniffImage(new TextEncoder().encode('GIF89a....'))?.mime).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('rejects text, SVG, empty input and look-alikes', () => {
    expect(sniffImage(new TextEncoder().encode('hello, not a picture'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
    expect(sniffImage(new TextEncoder().encode('GIF87b'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});
