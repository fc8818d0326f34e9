import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { ApiError, apiUrl, authHeaders, errorMessageOf, reportStatus } from './api-client';

/** The intake's success body (shaped like a public image host's, `{data: {display_url}}`). */
interface UploadAnswer {
  data?: { display_url?: string };
}

/** Why a picked file cannot be sent, or null: checked before any network call. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.upload.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.upload.tooLarge;
  return null;
}

/** What the intake is sent besides the image: `panorama` has it checked as a 360° panorama (docs/listings.md). */
export type UploadKind = 'image' | 'panorama';

/**
 * Sends one image to `POST /upload` (multipart field `image`, and `kind` for a panorama) and resolves
 * its public URL, reporting progress. Rejects with the server's message.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void, kind: UploadKind = 'image'): Promise<string> {
  // A panorama's type and size are checked by the caller, against its own, larger bound (domain/src/listing-media.ts).
  const problem = kind === 'panorama' ? null : imageFileProblem(file);
  if (problem) return Promise.reject(new ApiError(400, problem));
  const form = new FormData();
  // Before the file, so the intake knows the kind before it reads the picture.
  if (kind === 'panorama') form.append('kind', 'panorama');
  form.append('image', file);
  return postForm('/upload', form, MESSAGES.upload.failed, onProgress).then((body) => {
    const url = (body as UploadAnswer | null)?.data?.display_url;
    if (!url) throw new ApiError(0, MESSAGES.upload.failed);
    return url;
  });
}

/**
 * POSTs a multipart form to a facade path with the bearer header and resolves the answer's JSON body.
 * XHR rather than fetch because fetch reports no upload progress. Rejects with the server's message
 * (`failed` when there is none).
 */
export async function postForm(path: string, form: FormData, failed: string, onProgress?: (percent: number) => void): Promise<unknown> {
  const headers = await authHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    // No withCredentials: the bearer header is the credential (see apiFetch).
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, failed));
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body);
        return;
      }
      reportStatus(xhr.status);
      reject(new ApiError(xhr.status, errorMessageOf(body, failed)));
    };
    xhr.send(form);
  });
}
