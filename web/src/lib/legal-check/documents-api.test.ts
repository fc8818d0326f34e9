import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { documentFileProblem } from './documents-api';

describe('documentFileProblem (checked before anything is sent)', () => {
  it('accepts a PDF and the picture types within the limit', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']) expect(documentFileProblem(new File([new Uint8Array(10)], 'deed', { type }))).toBeNull();
  });
  it('refuses other types, GIF included', () => {
    for (const type of ['image/gif', 'text/html', 'application/x-msdownload', '']) expect(documentFileProblem(new File(['x'], 'deed.pdf', { type }))).toBe(LEGAL_CHECK_MESSAGES.notADocument);
  });
  it('refuses a file over the limit', () => {
    expect(documentFileProblem(new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'deed.pdf', { type: 'application/pdf' }))).toBe(LEGAL_CHECK_MESSAGES.tooLarge);
  });
});
