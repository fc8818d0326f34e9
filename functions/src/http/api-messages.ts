import { MESSAGES } from '@homehaven/domain/messages';
import { TEXT_LIMITS } from '@homehaven/domain/constants';

/** The facade's own answers (`{message}`), beside the product's messages in the domain package. */
export const API_MESSAGES = {
  signInRequired: 'Sign in required: send Authorization: Bearer <ID token>.',
  sessionInvalid: 'Your session has expired or is invalid. Please sign in again.',
  roleRequired: (roles: readonly string[]) => `Only ${roles.join(' or ')} accounts may do this.`,
  notYourEmail: 'You may only read or change your own account here.',
  tokenEmailMismatch: 'The ID token does not belong to this e-mail.',
  notYou: (field: string) => `${field} must be your own account's e-mail.`,
  bodyTooLarge: 'The request body is too large.',
  badBody: (problem: string) => `Invalid request: ${problem}`,
  propertyNotFound: MESSAGES.property.notFound,
  reviewNotFound: 'Review not found.',
  userNotFound: 'User not found.',
  wishlistNotFound: MESSAGES.wishlist.notFound,
  alreadyAdded: MESSAGES.wishlist.alreadyAdded,
  userExists: MESSAGES.auth.userExists,
  notOwner: 'Only the agent of this property can change or delete it.',
  notPending: 'Only a pending property can be verified or rejected.',
  sold: 'This property is already sold: it takes no new offers.',
  notAuthor: 'Only its author or an admin can delete a review.',
  roleChangeRefused: 'This role change is not allowed: make admin, make agent, or mark an agent fraud.',
  ownRole: 'Admins cannot change their own role.',
  deleteSelf: 'Admins cannot delete their own account here.',
  searchNeedsPublicView: 'Search and filters apply to the public list only.',
  badCursor: 'The page cursor (after) does not name a document of this list.',
  emailTooLong: `An e-mail is at most ${TEXT_LIMITS.email} characters.`,
  uploadKind: 'The upload field "kind" takes only "panorama" (leave it out for any other picture).',
  imageNotFound: 'Image not found.',
  refundNotFound: 'No refund is recorded for this payment.',
  alreadyRefunded: 'This payment is already refunded.',
} as const;
