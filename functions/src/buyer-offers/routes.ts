import { Router, type Request, type Response } from 'express';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { newOffer } from '@homehaven/domain/documents';
import { offerRangeProblem } from '@homehaven/domain/offer-amount';
import { requireOwnEmail, uidForEmail, uidForEmailParam } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole, signedInCaller } from '../http/caller';
import { db } from '../firestore/db';
import { refuse, route } from '../http/http-error';
import { answerPage, pageOf, type Page } from '../http/pagination';
import { emailParam, parseBody, parseQuery } from '../http/parse';
import { publicListing } from '../properties/public-listing';
import { newOfferSchema, offerListSchema } from './schemas';
import { contendedTransaction } from '../firestore/contended-transaction';

const offers = db.collection('offers');
const newestFirst = (query: Query): Query => query.orderBy('createdAt', 'desc');

/**
 * `POST /makeOffer`: a user offers on a public, unsold listing, an amount between the lower and the
 * higher of its two prices inclusive. One transaction, so an offer never lands on a listing an accept
 * has just sold.
 */
async function makeOffer(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['user']);
  const body = parseBody(newOfferSchema, req);
  requireOwnEmail(caller, body.buyerEmail, 'buyerEmail');
  const ref = offers.doc();
  await contendedTransaction(async (tx) => {
    const listing = await publicListing(body.propertyId, tx);
    if (listing.sold) refuse(409, API_MESSAGES.sold);
    const outside = offerRangeProblem(body.offerAmount, listing.MinimumPrice, listing.MaximumPrice);
    if (outside !== null) refuse(400, outside);
    const buyer = { uid: caller.uid, email: caller.email, name: body.buyerName ?? caller.name };
    tx.create(ref, newOffer(listing.id, listing, buyer, body.offerAmount, FieldValue.serverTimestamp()));
  });
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
}

/** A buyer's offers, newest first: the buyer themselves or an admin. */
async function buyerOffers(req: Request, res: Response, email: string, page: Page): Promise<void> {
  const uid = await uidForEmail(await signedInCaller(req), email, true);
  await answerPage(res, offers, newestFirst(offers.where('buyerUid', '==', uid)), page);
}

/** `GET /makeOffer` (every offer: admins) or `GET /makeOffer?buyerEmail=` (one buyer's). */
async function listOffers(req: Request, res: Response): Promise<void> {
  const { buyerEmail, ...page } = parseQuery(offerListSchema, req);
  if (buyerEmail !== undefined) {
    await buyerOffers(req, res, buyerEmail, page);
    return;
  }
  await callerInRole(req, ['admin']);
  await answerPage(res, offers, newestFirst(offers), page);
}

/** Offers as buyers and agents read them; making one. Payment and decisions live in payments/ and offers/. */
export const buyerOfferRoutes = Router();

buyerOfferRoutes.post('/makeOffer', requireSignedIn, route('make-offer', makeOffer));
buyerOfferRoutes.get('/makeOffer', requireSignedIn, route('list-offers', listOffers));
buyerOfferRoutes.get(
  '/makeOffer/:email',
  requireSignedIn,
  route('buyer-offers', (req, res) => buyerOffers(req, res, emailParam(req), pageOf(req))),
);
buyerOfferRoutes.get(
  '/agent-offers/:email',
  requireSignedIn,
  route('agent-offers', async (req, res) => {
    await answerPage(res, offers, newestFirst(offers.where('agentUid', '==', await uidForEmailParam(req, true))), pageOf(req));
  }),
);
