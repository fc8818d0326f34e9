import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { uploadFailure } from './upload-failure';

describe('uploadFailure', () => {
  it("adds the intake's reason after the page's wording", () => {
    expect(uploadFailure(new Error(MESSAGES.upload.notAnImage), MESSAGES.upload.failed)).toBe(`${MESSAGES.upload.failed} ${MESSAGES.upload.notAnImage}`);
  });

  it('keeps the page wording alone when the reason says nothing more', () => {
    expect(uploadFailure(new Error(MESSAGES.upload.failed), MESSAGES.upload.failedRetry)).toBe(MESSAGES.upload.failedRetry);
    expect(uploadFailure(new Error(MESSAGES.upload.failedRetry), MESSAGES.upload.failed)).toBe(MESSAGES.upload.failed);
    expect(uploadFailure(null, MESSAGES.upload.failed)).toBe(MESSAGES.upload.failed);
  });
});
