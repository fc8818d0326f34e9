import type { ReviewDoc } from '@homehaven/domain/documents';
import type { ReviewInput } from '@homehaven/domain/review-schema';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME, type WriteMarker } from '../../../lib/firebase/signed-in-live/write-values';
import { newDocumentId } from '../../../lib/new-document-id';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * Writes the signed-in buyer's review of a listing (the fields of `POST /reviews`, docs/facade.md "Paths"). The
 * rules check the author, the rating and that the title and agent name match the stored listing.
 */
export function useSubmitReview(listing: Listing) {
  const { user } = useAuth();
  return async ({ rating, comment }: ReviewInput): Promise<void> => {
    if (!user) throw new Error('Sign in first.');
    const review: ReviewDoc<WriteMarker> = {
      rating,
      comment,
      userUid: user.uid,
      userName: user.displayName ?? '',
      userImage: user.photoURL ?? '',
      userEmail: user.email ?? '',
      propertyId: listing.id,
      propertyTitle: listing.title,
      agentName: listing.agent.name,
      createdAt: SERVER_TIME,
    };
    await (await loadSignedInLive()).writeSignedIn([{ op: 'set', path: `reviews/${newDocumentId()}`, data: { ...review } }]);
  };
}
