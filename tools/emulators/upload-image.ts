import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { API_URL } from './config';

/**
 * Uploads a file through the real image-intake function and returns its display URL; `panorama` has
 * the intake check it as a 360° panorama (the field the web app sends, before the image).
 */
export async function uploadImageFile(path: string, idToken: string, kind: 'image' | 'panorama' = 'image'): Promise<string> {
  const body = new FormData();
  if (kind === 'panorama') body.append('kind', 'panorama');
  body.append('image', new Blob([new Uint8Array(await readFile(path))], { type: 'image/jpeg' }), basename(path));
  const response = await fetch(`${API_URL}/upload`, { method: 'POST', body, headers: { Authorization: `Bearer ${idToken}` } });
  if (!response.ok) throw new Error(`upload of ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { display_url: string } }).data.display_url;
}
