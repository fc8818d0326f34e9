import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, PNG_SIGNATURE } from './png';
import { tileAddress, tilePng, TILE_SIZE } from './tiles';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** The chunks of a PNG file, after its signature. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe('crc32', () => {
  it('is the CRC-32 of ISO 3309 (check value of "123456789")', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
  const chunks = chunksOf(png);

  it('writes the signature, then IHDR, IDAT and IEND, each with the CRC of its type and data', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
  });

  it('declares its size as 8-bit RGB, and its pixel rows inflate to that size, each behind filter 0', () => {
    const header = chunks[0]?.data as Buffer;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    const rows = inflateSync(chunks[1]?.data as Buffer);
    expect(rows.length).toBe(2 * (1 + 3 * 3));
    expect([...rows.subarray(0, 10)]).toEqual([0, 0, 0, 7, 100, 0, 7, 200, 0, 7]);
    expect([...rows.subarray(10, 14)]).toEqual([0, 0, 200, 7]);
  });
});

describe('tiles', () => {
  it('reads a tile of the world from its path, and nothing else', () => {
    expect(tileAddress('/tiles/3/7/0.png')).toEqual({ z: 3, x: 7, y: 0 });
    expect(tileAddress('/tiles/3/8/0.png')).toBeUndefined();
    expect(tileAddress('/tiles/20/0/0.png')).toBeUndefined();
    expect(tileAddress('/tiles/a/0/0.png')).toBeUndefined();
    expect(tileAddress('/tiles/1/0/0.jpg')).toBeUndefined();
  });

  it('is a 256-pixel square, the same for the same parity of x + y and another shade for the other', () => {
    const even = tilePng({ z: 5, x: 3, y: 1 });
    expect(chunksOf(even)[0]?.data.readUInt32BE(0)).toBe(TILE_SIZE);
    expect(inflateSync(chunksOf(even)[1]?.data as Buffer).length).toBe(TILE_SIZE * (1 + TILE_SIZE * 3));
    expect(tilePng({ z: 9, x: 10, y: 20 }).equals(even)).toBe(true);
    expect(tilePng({ z: 5, x: 3, y: 2 }).equals(even)).toBe(false);
  });
});
