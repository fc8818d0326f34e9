import { Router, type Request, type Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { listingCopy } from '@homehaven/domain/documents';
import { requireOwnEmail, uidForEmailParam } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { callerInRole, hasRole, signedInCaller } from '../http/caller';
import { db } from '../firestore/db';
import { refuse, route } from '../http/http-error';
import { answerPage, pageOf } from '../http/pagination';
import { docIdParam, parseBody } from '../http/parse';
import { publicListing } from '../properties/public-listing';
import { isAlreadyExists } from '../firestore/errors';
import { newWishlistSchema } from './schemas';

const wishlist = db.collection('wishlist');

/** `POST /wishlist`: a user adds a public listing once (id `{uid}_{propertyId}`); 409 "Already added!" the second time. */
async function addToWishlist(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['user']);
  const body = parseBody(newWishlistSchema, req);
  requireOwnEmail(caller, body.userEmail, 'userEmail');
  const listing = await publicListing(body.propertyId);
  const ref = wishlist.doc(`${caller.uid}_${listing.id}`);
  try {
    await ref.create({
      userUid: caller.uid,
      userEmail: caller.email,
      ...listingCopy(listing.id, listing),
      isVerified: true,
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (isAlreadyExists(error)) refuse(409, API_MESSAGES.alreadyAdded);
    throw error;
  }
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
}

/** `DELETE /wishlist/{id}`: its owner (unless fraud); 404 for anyone else, as for an entry that does not exist. */
async function removeFromWishlist(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const ref = wishlist.doc(docIdParam(req, 'id', API_MESSAGES.wishlistNotFound));
  const entry = await ref.get();
  if (!entry.exists || entry.get('userUid') !== caller.uid) refuse(404, API_MESSAGES.wishlistNotFound);
  if (!hasRole(caller, MEMBER_ROLES)) refuse(403, API_MESSAGES.roleRequired(['user']));
  await ref.delete();
  res.json({ acknowledged: true, deletedCount: 1 });
}

/** The wishlist: each user's own, read and written by that user only (admins included: nobody else). */
export const wishlistRoutes = Router();

wishlistRoutes.post('/wishlist', requireSignedIn, route('add-wishlist', addToWishlist));
wishlistRoutes.get(
  '/wishlist/:email',
  requireSignedIn,
  route('list-wishlist', async (req, res) => {
    const uid = await uidForEmailParam(req, false);
    await answerPage(res, wishlist, wishlist.where('userUid', '==', uid).orderBy('createdAt', 'desc'), pageOf(req));
  }),
);
wishlistRoutes.delete('/wishlist/:id', requireSignedIn, route('delete-wishlist', removeFromWishlist));
