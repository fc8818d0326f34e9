/**
 * Whether everyone may see a listing (firestore.rules `isPublicListing`): verified and not withdrawn.
 * Only public listings link to their details page and can be compared.
 */
export function isPublicListing(listing: { status: string; withdrawn?: boolean }): boolean {
  return listing.status === 'verified' && !listing.withdrawn;
}
