import { MESSAGES } from '@homehaven/domain/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * The toast for a delete that did not happen. A 409 is a refusal the server explains (sold, or a paid
 * or accepted offer): its own message says why. Anything else (network, 404, 500) gets the generic one.
 */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message;
  return MESSAGES.property.deleteFailed;
}
