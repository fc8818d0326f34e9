import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeForClient } from './compress';

const page = `<!doctype html><html><body>${'<p>All properties</p>'.repeat(500)}</body></html>`;

describe('encodeForClient', () => {
  it('answers Brotli when the client takes it, gzip when it takes only that, and the text otherwise', () => {
    const br = encodeForClient(page, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 5);

    const gzip = encodeForClient(page, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);

    const plain = encodeForClient(page, undefined);
    expect(plain).toEqual({ body: Buffer.from(page, 'utf8'), encoding: null });
  });

  it('respects a refusal (q=0)', () => {
    expect(encodeForClient(page, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodeForClient(page, 'br;q=0, gzip;q=0').encoding).toBeNull();
  });
});
