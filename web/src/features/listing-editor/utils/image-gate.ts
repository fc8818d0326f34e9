import type { UploadState } from '../api/use-image-upload';

/** A page's words for a submit the picture blocks (docs/product.md §8.1 Add and update a listing words them per page). */
export interface ImageGateTexts {
  /** No picture at all. */
  noImage: string;
  /** A new picture is still uploading. */
  uploading: string;
  /** The new picture was refused or lost. */
  uploadError: string;
}

/**
 * The picture a submit saves (the new upload, else the stored one), or why it may not go yet. A
 * refused new picture blocks even where a stored one exists: the agent chose to replace it.
 */
export function imageGate(upload: UploadState, stored: string | null, texts: ImageGateTexts): { image: string } | { problem: string } {
  switch (upload.status) {
    case 'uploading':
      return { problem: texts.uploading };
    case 'refused':
    case 'failed':
      return { problem: texts.uploadError };
    case 'done':
      return { image: upload.url };
    default:
      return stored ? { image: stored } : { problem: texts.noImage };
  }
}
