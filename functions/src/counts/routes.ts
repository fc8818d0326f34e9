import { Router, type Request, type Response } from 'express';
import type { Query } from 'firebase-admin/firestore';
import { requireSignedIn } from '../http/authenticate';
import { isAdmin, signedInCaller } from '../http/caller';
import { db } from '../firestore/db';
import { route } from '../http/http-error';
import { publicListings } from '../properties/public-listings';

/** One aggregate `count()`: the server counts, no document is read. */
async function count(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

const properties = db.collection('properties');
const offers = db.collection('offers');

/**
 * `GET /stats`: the dashboard home's four cards, each counting only what the caller may read.
 * Admins: every property, every offer, their own listings, every user. Agents: public listings,
 * offers on their listings, their own listings; users (and fraud): public listings, their own offers,
 * 0 own listings. `users` is null for everyone but admins.
 */
async function stats(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const admin = isAdmin(caller);
  const ownOffers = caller.role === 'agent' ? offers.where('agentUid', '==', caller.uid) : offers.where('buyerUid', '==', caller.uid);
  const [propertyCount, offerCount, myProperties, users] = await Promise.all([
    count(admin ? properties : publicListings()),
    count(admin ? offers : ownOffers),
    count(properties.where('agent.uid', '==', caller.uid)),
    admin ? count(db.collection('users')) : Promise.resolve(null),
  ]);
  res.json({ properties: propertyCount, offers: offerCount, myProperties, users });
}

/** Counts for the dashboard home. */
export const countRoutes = Router();

countRoutes.get('/stats', requireSignedIn, route('stats', stats));
