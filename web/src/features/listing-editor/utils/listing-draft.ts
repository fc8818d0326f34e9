import type { User } from 'firebase/auth';
import type { ListingAgent } from '@homehaven/domain/documents';
import { profileImageOrNone } from '@homehaven/domain/image-address';
import type { ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import type { SavedPictures } from './picture-list';

/**
 * What the form saves: its checked fields, the facts (undefined when none is given), the cover as
 * `image` and each list of pictures in order (possibly empty), named as the listing stores them.
 */
export type ListingDraft = ListingFormWithFactsValues & SavedPictures;

/** The typed fields an agent edits that are stored as they are (facts and picture lists are compared apart). */
export const EDITABLE_FIELDS = ['title', 'location', 'image', 'Details', 'MinimumPrice', 'MaximumPrice'] as const;

/**
 * The agent block a listing carries, from the signed-in user (name and e-mail come from the
 * signed-in user, read-only): the rules require the uid to be the owner's and the e-mail the caller's,
 * and take a photo only at an address a profile picture may have (domain `profileImageOrNone`).
 */
export function agentOf(user: Pick<User, 'uid' | 'displayName' | 'email' | 'photoURL'>, uid = user.uid): ListingAgent {
  return { uid, name: user.displayName ?? '', email: user.email ?? '', image: profileImageOrNone(user.photoURL) };
}
