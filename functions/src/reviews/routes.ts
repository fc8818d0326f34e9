import { Router, type Request, type Response } from 'express';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { requireOwnEmail, sameEmail, uidForEmailParam } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { profileImageOrNone } from '@homehaven/domain/image-address';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { callerInRole, hasRole, isAdmin, signedInCaller } from '../http/caller';
import { db } from '../firestore/db';
import { refuse, route } from '../http/http-error';
import { answerPage, pageOf } from '../http/pagination';
import { cachePubliclyOnSuccess } from '../http/public-cache';
import { docIdParam, parseBody, parseQuery } from '../http/parse';
import { publicListing } from '../properties/public-listing';
import { newReviewSchema, reviewDeleteQuerySchema } from './schemas';

const reviews = db.collection('reviews');
const newestFirst = (query: Query): Query => query.orderBy('createdAt', 'desc');

/** `POST /reviews`: a user reviews a public listing as themselves. */
async function addReview(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['user']);
  const body = parseBody(newReviewSchema, req);
  requireOwnEmail(caller, body.userEmail, 'userEmail');
  const listing = await publicListing(body.propertyId);
  const ref = reviews.doc();
  await ref.create({
    rating: body.rating,
    comment: body.comment,
    userUid: caller.uid,
    userName: body.userName ?? caller.name,
    userImage: body.userImage ?? profileImageOrNone(caller.image),
    userEmail: caller.email,
    propertyId: listing.id,
    propertyTitle: listing.title,
    agentName: listing.agent.name,
    createdAt: FieldValue.serverTimestamp(),
  });
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
}

/** `DELETE /reviews/{id}?userEmail=` and `DELETE /my-reviews/{id}`: its author (unless fraud) or an admin. */
async function deleteReview(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const { userEmail } = parseQuery(reviewDeleteQuerySchema, req);
  const ref = reviews.doc(docIdParam(req, 'id', API_MESSAGES.reviewNotFound));
  const review = await ref.get();
  if (!review.exists) refuse(404, API_MESSAGES.reviewNotFound);
  if (userEmail !== undefined && !sameEmail(userEmail, String(review.get('userEmail')))) refuse(404, API_MESSAGES.reviewNotFound);
  const isAuthor = review.get('userUid') === caller.uid && hasRole(caller, MEMBER_ROLES);
  if (!isAuthor && !isAdmin(caller)) refuse(403, API_MESSAGES.notAuthor);
  await ref.delete();
  res.json({ acknowledged: true, deletedCount: 1 });
}

/** Reviews: everyone reads them; users write them; authors and admins delete them. */
export const reviewRoutes = Router();

reviewRoutes.get(
  '/reviews',
  route('list-reviews', async (req, res) => {
    cachePubliclyOnSuccess(res);
    await answerPage(res, reviews, newestFirst(reviews), pageOf(req));
  }),
);
reviewRoutes.get(
  '/reviews/:propertyId',
  route('property-reviews', async (req, res) => {
    const propertyId = docIdParam(req, 'propertyId', API_MESSAGES.propertyNotFound);
    if (!(await db.collection('properties').doc(propertyId).get()).exists) refuse(404, API_MESSAGES.propertyNotFound);
    await answerPage(res, reviews, newestFirst(reviews.where('propertyId', '==', propertyId)), pageOf(req));
  }),
);
reviewRoutes.post('/reviews', requireSignedIn, route('add-review', addReview));
reviewRoutes.delete('/reviews/:id', requireSignedIn, route('delete-review', deleteReview));
reviewRoutes.get(
  '/my-reviews/:email',
  requireSignedIn,
  route('my-reviews', async (req, res) => {
    await answerPage(res, reviews, newestFirst(reviews.where('userUid', '==', await uidForEmailParam(req, true))), pageOf(req));
  }),
);
reviewRoutes.delete('/my-reviews/:id', requireSignedIn, route('delete-my-review', deleteReview));
