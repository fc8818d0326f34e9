import { useEffect, useRef, useState } from 'react';
import { MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { imageFileProblem, uploadImage } from '../../../lib/upload-image';
import { panoramaProblem } from '../utils/panorama-check';
import { movedPicture, PICTURE_LIMITS, storedPictures, within, type PictureItem, type PictureKind } from '../utils/picture-list';
import { uploadFailure } from '../utils/upload-failure';

/** Why a picked file is not sent at all, or null (panoramas are checked for their shape too). */
function pickProblem(kind: PictureKind, file: File): Promise<string | null> {
  return kind === 'panoramas' ? panoramaProblem(file) : Promise.resolve(imageFileProblem(file));
}

/**
 * One of the listing's lists of pictures (photos, floor plans or panoramas): starts from the stored
 * URLs; each file added is checked, then uploaded at once through the image intake (`POST /upload`)
 * with its own progress; pictures can be removed and moved. `notice` says why picked files were not
 * added (over the list's limit, not an image, not a panorama); `failedMessage` is the page's wording
 * of an upload that failed; `limit`, another limit than the list's own (the plan's photos per listing).
 */
export function usePictureList(kind: PictureKind, stored: readonly string[] | undefined, failedMessage: string, limit: { max: number; tooMany: string } = PICTURE_LIMITS[kind]) {
  const [items, setItems] = useState<PictureItem[]>(() => storedPictures(stored));
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  // The previews made for picked files, released when they leave the list or the form closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  /** Changes the item `key` when it is still listed (a removed picture's late upload changes nothing). */
  const change = (key: string, next: (item: PictureItem) => PictureItem) => setItems((list) => list.map((item) => (item.key === key ? next(item) : item)));

  const upload = (key: string, file: File) => {
    uploadImage(file, (progress) => change(key, (item) => ({ ...item, status: 'uploading', progress })), kind === 'panoramas' ? 'panorama' : 'image').then(
      (url) =>
        setItems((list) => {
          // The intake names every upload anew, but a list must never hold a picture twice (the rules refuse it).
          if (list.some((item) => item.status === 'done' && item.url === url)) {
            setNotice(MEDIA_MESSAGES.duplicate);
            return list.filter((item) => item.key !== key);
          }
          return list.map((item) => (item.key === key ? { key, preview: item.preview, status: 'done', url } : item));
        }),
      (error: unknown) => {
        console.error('listing picture upload', error);
        change(key, (item) => ({ key, preview: item.preview, status: 'failed', message: uploadFailure(error, failedMessage) }));
      },
    );
  };

  const add = async (files: readonly File[]) => {
    const { max, tooMany } = limit;
    const { taken, refused } = within(items.length, files, max);
    const problems = new Set<string>(refused ? [tooMany] : []);
    const accepted: { key: string; file: File }[] = [];
    for (const file of taken) {
      const problem = await pickProblem(kind, file);
      if (problem) problems.add(problem);
      else accepted.push({ key: `new-${kind}-${(nextKey.current += 1)}`, file });
    }
    setNotice(problems.size > 0 ? [...problems].join(' ') : null);
    if (accepted.length === 0) return;
    const added = accepted.map(({ key, file }): PictureItem => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key, preview, status: 'uploading', progress: 0 };
    });
    setItems((list) => [...list, ...added]);
    for (const { key, file } of accepted) upload(key, file);
  };

  const remove = (key: string) => {
    const preview = items.find((item) => item.key === key)?.preview;
    if (preview) {
      URL.revokeObjectURL(preview);
      previews.current.delete(preview);
    }
    setNotice(null);
    setItems((list) => list.filter((item) => item.key !== key));
  };

  const move = (from: number, to: number) => setItems((list) => movedPicture(list, from, to));

  return { kind, max: limit.max, items, notice, add, remove, move };
}

/** One list of pictures and what can be done with it. */
export type PictureList = ReturnType<typeof usePictureList>;
