import type { User } from 'firebase/auth';
import type { ListingAgent } from '@homehaven/domain/documents';
import type { ListingFormValues } from '@homehaven/domain/listing-form';

/** What the form saves: its checked fields and the picture's URL, named as the listing stores them. */
export type ListingDraft = ListingFormValues & { image: string };

/** The fields an agent edits, in the order the form shows them. */
export const EDITABLE_FIELDS = ['title', 'location', 'image', 'Details', 'MinimumPrice', 'MaximumPrice'] as const;

/**
 * The agent block a listing carries, from the signed-in user (name and e-mail come from the
 * signed-in user, read-only): the rules require the uid to be the owner's and the e-mail the caller's.
 */
export function agentOf(user: Pick<User, 'uid' | 'displayName' | 'email' | 'photoURL'>, uid = user.uid): ListingAgent {
  return { uid, name: user.displayName ?? '', email: user.email ?? '', image: user.photoURL ?? '' };
}
