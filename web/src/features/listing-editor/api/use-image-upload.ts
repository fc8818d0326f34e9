import { useRef, useState } from 'react';
import type { ImageChoice } from '../../../components/ui/image-picker';
import { uploadImage } from '../../../lib/upload-image';
import { uploadFailure } from '../utils/upload-failure';

/** Where the listing's new picture stands: nothing new, on its way, stored at `url`, or refused. */
export type UploadState =
  | { status: 'none' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; url: string }
  /** Refused before sending (type, size): the picker shows the reason itself. */
  | { status: 'refused'; message: string }
  /** Refused or lost by the intake: the form shows `message`. */
  | { status: 'failed'; message: string };

const NONE: UploadState = { status: 'none' };

/**
 * Uploads a picked picture at once, through the image intake (`POST /upload`), so the form can keep
 * Submit disabled while it travels and show its progress. Only the latest pick counts: a result of an
 * earlier one that arrives late is dropped. `failedMessage` is the page's wording of a failure.
 */
export function useImageUpload(failedMessage: string) {
  const [state, setState] = useState<UploadState>(NONE);
  const latest = useRef(0);

  const choose = (choice: ImageChoice) => {
    latest.current += 1;
    const attempt = latest.current;
    const current = () => attempt === latest.current;
    if (choice.problem) {
      setState({ status: 'refused', message: choice.problem });
      return;
    }
    if (!choice.file) {
      setState(NONE);
      return;
    }
    setState({ status: 'uploading', progress: 0 });
    uploadImage(choice.file, (progress) => {
      if (current()) setState({ status: 'uploading', progress });
    }).then(
      (url) => {
        if (current()) setState({ status: 'done', url });
      },
      (error: unknown) => {
        console.error('listing image upload', error);
        if (current()) setState({ status: 'failed', message: uploadFailure(error, failedMessage) });
      },
    );
  };

  /** Forgets the new picture (an edit keeps the stored one). */
  const reset = () => {
    latest.current += 1;
    setState(NONE);
  };

  return { state, choose, reset };
}
