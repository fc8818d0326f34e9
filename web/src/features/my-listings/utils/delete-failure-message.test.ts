import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { deleteFailureMessage } from './delete-failure-message';

describe('deleteFailureMessage', () => {
  it('shows the server’s reason for a 409 refusal', () => {
    expect(deleteFailureMessage(new ApiError(409, MESSAGES.property.deleteBlocked))).toBe(MESSAGES.property.deleteBlocked);
    expect(deleteFailureMessage(new ApiError(409, MESSAGES.property.deleteSold))).toBe(MESSAGES.property.deleteSold);
  });

  it('falls back to the generic message for other failures', () => {
    expect(deleteFailureMessage(new ApiError(500, 'Internal Server Error'))).toBe(MESSAGES.property.deleteFailed);
    expect(deleteFailureMessage(new ApiError(404, 'Not Found'))).toBe(MESSAGES.property.deleteFailed);
    expect(deleteFailureMessage(new ApiError(409, ''))).toBe(MESSAGES.property.deleteFailed);
    expect(deleteFailureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.property.deleteFailed);
  });
});
