import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body as sent: its bytes and the Content-Encoding they carry (none when the client takes neither). */
export interface EncodedBody {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/**
 * Compresses an HTML page for a client's Accept-Encoding: Brotli, else gzip. Hosting compresses its
 * static files itself, not what a function answers, and a page of 140 KB (its CSS inline, its data)
 * is a sixth of that compressed: on a slow phone line, most of the time to its first paint.
 */
export function encodeForClient(html: string, acceptEncoding: string | undefined): EncodedBody {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  const text = Buffer.from(html, 'utf8');
  // Quality 5: nearly the size of the best, in a few milliseconds (the page is rendered per request).
  if (accepted.includes('br')) return { body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.includes('gzip')) return { body: gzipSync(text), encoding: 'gzip' };
  return { body: text, encoding: null };
}
