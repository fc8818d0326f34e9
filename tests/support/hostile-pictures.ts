import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { TINY_GIF } from './images';

/**
 * Pictures an attacker sends the image intake (docs/facade.md "Image intake"): markup hidden after a
 * real image, decompression bombs (a small file declaring a huge size), and broken bodies behind valid
 * signatures. Each is made here, byte by byte where sharp would refuse to write it.
 */

/** Markup a browser would run if it ever took the stored file for HTML. */
export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** `bytes` with {@link HTML_PAYLOAD} after the image's end. */
export function withTrailingHtml(bytes: Buffer): Buffer {
  return Buffer.concat([bytes, HTML_PAYLOAD]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A black-and-white PNG declaring `width` × `height`, every checksum right. `complete`: its pixels are
 * all there (a bomb: 30000 × 30000 fits in about 110 KB, as rows of zeros compress 1000 to 1);
 * otherwise its data stops after one row (a giant IHDR over almost nothing).
 */
export function pngDeclaring(width: number, height: number, { complete = true } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = complete ? height : Math.min(height, 1);
  const data = deflateSync(Buffer.alloc(row.length * rows), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * The 1x1 GIF with {@link HTML_PAYLOAD} in a comment extension, inside the image (before its frame):
 * a valid GIF that is also markup to a browser sniffing it.
 */
export function gifWithHtmlComment(): Buffer {
  return Buffer.concat([TINY_GIF.subarray(0, 19), Buffer.from([0x21, 0xfe, HTML_PAYLOAD.length]), HTML_PAYLOAD, Buffer.from([0]), TINY_GIF.subarray(19)]);
}

/** A small JPEG with {@link HTML_PAYLOAD} in a comment segment (COM) right after its start. */
export async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await smallJpeg();
  const length = Buffer.alloc(2);
  length.writeUInt16BE(HTML_PAYLOAD.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, HTML_PAYLOAD, jpeg.subarray(2)]);
}

/** A small real JPEG. */
export function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8ecae6' } })
    .jpeg()
    .toBuffer();
}

/** A real JPEG whose frame header (SOF) declares `width` × `height`: the pixels behind it are a 64 × 48 picture's. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await smallJpeg();
  // Walk the segments after SOI (FF D8) to the baseline or progressive frame header.
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/**
 * The 1x1 GIF declaring a logical screen of `width` × `height`, and its one frame too when `frame`
 * (the frame's image descriptor starts at byte 27 of {@link TINY_GIF}).
 */
export function gifDeclaring(width: number, height: number, { frame = true } = {}): Buffer {
  const gif = Buffer.from(TINY_GIF);
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  if (frame) {
    gif.writeUInt16LE(width, 32);
    gif.writeUInt16LE(height, 34);
  }
  return gif;
}

/** Random bytes, the same on every run (a fixed linear congruential sequence). */
function noise(length: number): Buffer {
  let state = 0x2545f491;
  return Buffer.from(Array.from({ length }, () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24));
}

/** A hostile picture, the type a client would claim for it, and the refusal the intake owes it. */
export interface HostilePicture {
  name: string;
  bytes: Buffer;
  type: string;
  /** 413 for a size over the limit (judged on the header), 422 for a body that cannot be decoded. */
  status: 413 | 422;
}

/** Broken and hostile bodies behind valid signatures: each must be refused with a 4xx and store nothing. */
export async function hostilePictures(): Promise<HostilePicture[]> {
  // Noise, so that a cut falls in the pixel data rather than in the headers.
  const picture = sharp(noise(120 * 90 * 3), { raw: { width: 120, height: 90, channels: 3 } });
  const [png, jpeg, webp] = await Promise.all([picture.clone().png().toBuffer(), picture.clone().jpeg().toBuffer(), picture.clone().webp().toBuffer()]);
  const cut = (bytes: Buffer, share: number) => bytes.subarray(0, Math.floor(bytes.length * share));
  return [
    { name: 'a truncated PNG', bytes: cut(png, 0.6), type: 'image/png', status: 422 },
    { name: 'a PNG cut inside its header', bytes: png.subarray(0, 20), type: 'image/png', status: 422 },
    { name: 'a JPEG header only', bytes: jpeg.subarray(0, 20), type: 'image/jpeg', status: 422 },
    { name: 'a truncated JPEG', bytes: cut(jpeg, 0.6), type: 'image/jpeg', status: 422 },
    { name: 'a truncated WebP', bytes: cut(webp, 0.6), type: 'image/webp', status: 422 },
    { name: 'a GIF with a huge logical screen and frame', bytes: gifDeclaring(65_535, 65_535), type: 'image/gif', status: 413 },
    { name: 'a GIF with a huge logical screen over a 1x1 frame', bytes: gifDeclaring(65_535, 65_535, { frame: false }), type: 'image/gif', status: 413 },
    { name: 'a zero-width PNG', bytes: pngDeclaring(0, 30), type: 'image/png', status: 422 },
    { name: 'a zero-height JPEG', bytes: await jpegDeclaring(64, 0), type: 'image/jpeg', status: 422 },
    { name: 'a PNG whose IHDR declares 100000 × 100000 over one row', bytes: pngDeclaring(100_000, 100_000, { complete: false }), type: 'image/png', status: 413 },
    { name: 'a PNG of 40 × 30 whose data stops after one row', bytes: pngDeclaring(40, 30, { complete: false }), type: 'image/png', status: 422 },
    { name: 'random bytes after a PNG signature', bytes: Buffer.concat([PNG_SIGNATURE, noise(2000)]), type: 'image/png', status: 422 },
    { name: 'random bytes after a JPEG signature', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(2000)]), type: 'image/jpeg', status: 422 },
    { name: 'random bytes after a GIF signature', bytes: Buffer.concat([Buffer.from('GIF89a', 'latin1'), noise(2000)]), type: 'image/gif', status: 422 },
    { name: 'random bytes after a WebP signature', bytes: Buffer.concat([webp.subarray(0, 16), noise(2000)]), type: 'image/webp', status: 422 },
  ];
}
