import { readFileSync } from 'node:fs';
import { ROOT } from '../../tools/emulators/config';

/** A real JPEG shipped with the demo data. */
export function sampleJpeg(): Buffer {
  return readFileSync(`${ROOT}tools/seed/images/property-01.jpg`);
}

/** Smallest valid PNG (1x1, transparent). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Smallest valid GIF (1x1). */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
