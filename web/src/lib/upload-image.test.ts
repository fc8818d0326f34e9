import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { imageFileProblem } from './upload-image';

describe('imageFileProblem (checked before anything is sent)', () => {
  it('accepts an image within the size limit', () => {
    expect(imageFileProblem(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }))).toBeNull();
  });
  it('refuses a file that is not an image', () => {
    expect(imageFileProblem(new File(['hello'], 'a.txt', { type: 'text/plain' }))).toBe(MESSAGES.upload.notAnImage);
  });
  it('refuses an image over the limit', () => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(imageFileProblem(big)).toBe(MESSAGES.upload.tooLarge);
  });
});
