import { Router, type Request, type Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { instantFromIso, isSameInstant } from '@homehaven/domain/instant';
import { MESSAGES } from '@homehaven/domain/messages';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import { contentAfterEdit, statusFieldsForEdit, type ListingContent } from '@homehaven/domain/listing-edit';
import { verdictFields } from '@homehaven/domain/verdict';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { sellerOf } from '../agencies/listing-seller';
import { profileImageOrNone } from '@homehaven/domain/image-address';
import { coverProblem, picturesProblem } from '@homehaven/domain/listing-media';
import { newListing } from '@homehaven/domain/new-listing';
import { locationSearchKeys } from '@homehaven/domain/search';
import { geohashOf } from '@homehaven/domain/geo';
import { sameEmail } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole, type Caller } from '../http/caller';
import { db } from '../firestore/db';
import { refuse, route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import type { ListingAgent } from '@homehaven/domain/documents';
import { logs } from '../logs';
import { deleteListing } from './delete-listing';
import { removeListingDocuments } from '../legal-check/remove-listing-documents';
import { removeListingSlots } from '../viewings/close-viewings';
import { listingOf, propertyRef } from './listing';
import { ownListing } from './own-listing';
import { newPropertySchema, propertyEditSchema, verdictSchema } from './schemas';
import { contendedTransaction } from '../firestore/contended-transaction';
import { slotHolderOf } from '@homehaven/domain/listing-slots';
import { checkPhotoAllowance, takeSlot } from '../billing/listing-slots';

type AgentInput = { name?: string | undefined; email?: string | undefined; image?: string | undefined } | undefined;

/**
 * The agent block written: uid and e-mail from the caller's token; name and image as sent, else as
 * before (an image kept from before that the profile-picture rule refuses is dropped: domain
 * `profileImageOrNone`). 403 on another e-mail.
 */
function agentBlock(caller: Caller, sent: AgentInput, before: { name: string; image: string }): ListingAgent {
  if (sent?.email !== undefined && !sameEmail(sent.email, caller.email)) refuse(403, API_MESSAGES.notYou('agent.email'));
  return {
    uid: caller.uid,
    name: (sent?.name ?? before.name).slice(0, TEXT_LIMITS.name),
    email: caller.email,
    image: sent?.image ?? profileImageOrNone(before.image),
  };
}

/** The picture lists of a listing, in the order listing-media.ts names them. */
const MEDIA_FIELDS = ['photos', 'floorPlans', 'panoramas'] as const;

/**
 * A listing's cover: `image` when sent; else, when photos are sent, the first of them; else
 * `kept` (an edit keeps its cover). 400 when there is none, and with the domain's message when the
 * listing has photos and the cover is not one of them (`coverProblem`).
 */
function coverOf(image: string | undefined, sentPhotos: readonly string[] | undefined, photos: readonly string[] | undefined, kept?: string): string {
  const cover = image ?? sentPhotos?.[0] ?? kept;
  if (cover === undefined) refuse(400, API_MESSAGES.badBody('image is required'));
  const problem = coverProblem(cover, photos);
  if (problem) refuse(400, problem);
  return cover;
}

/** `POST /add-properties`: an agent's new listing, pending, with the server's time, search keys, search facts, geohash and seller. */
async function addProperty(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const body = parseBody(newPropertySchema, req);
  const image = coverOf(body.image, body.photos, body.photos);
  const ref = db.collection('properties').doc();
  const holder = slotHolderOf(caller);
  // The document Add Property creates (domain `newListing`), with what the triggers would derive.
  const listing = newListing({ ...body, image }, agentBlock(caller, body.agent, caller), holder, FieldValue.serverTimestamp());
  const seller = await sellerOf(caller.uid);
  // With one slot of the plan, in one transaction: of two submissions racing for the last slot one commits (docs/plans.md "Quotas").
  await contendedTransaction(async (tx) => {
    await checkPhotoAllowance(tx, holder, body.photos?.length ?? 0);
    const slot = await takeSlot(tx, holder, caller.uid, ref.id);
    slot.write();
    tx.create(ref, {
      ...listing,
      ...slot.listingFields,
      ...(listing.position ? { geohash: geohashOf(listing.position) } : {}),
      locationKeys: locationSearchKeys(listing.location),
      searchFacts: searchFactsOf(listing),
      seller,
    });
  });
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
}

/**
 * `PUT /properties/{id}`: its agent edits the fields the rules name; answers `{modifiedCount}`. In one
 * transaction, as the rules judge a client's edit against the stored listing: a content change (title,
 * location, image, Details, facts, any picture list, the position) sends the listing back to pending, not verified
 * (domain `contentAfterEdit` and `statusFieldsForEdit`, as Update property), so an admin's verdict landing meanwhile cannot keep new content
 * verified; a price-only edit keeps the status. Facts and picture lists left out keep their stored
 * values; an empty facts object or list, or a null position, removes them. A sold listing is frozen: 409.
 */
async function editProperty(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  await contendedTransaction(async (tx) => {
    const listing = await ownListing(tx, id, caller);
    // After a sale nothing of the listing changes but what the system writes (firestore.rules says the same).
    if (listing.sold) refuse(409, MESSAGES.property.editSold);
    const body = parseBody(propertyEditSchema, req);
    const photos = body.photos ?? listing.photos;
    await checkPhotoAllowance(tx, (await tx.get(propertyRef(id))).get('slotHolder'), photos?.length ?? 0, listing.photos?.length ?? 0);
    // The content the edit asks for, a field left out as stored; then as it will be stored, as Update property computes it.
    const asked: ListingContent = {
      title: body.title,
      location: body.location,
      image: coverOf(body.image, body.photos, photos, listing.image),
      Details: body.Details ?? listing.Details,
      facts: body.facts === undefined ? listing.facts : body.facts,
      photos,
      floorPlans: body.floorPlans ?? listing.floorPlans,
      panoramas: body.panoramas ?? listing.panoramas,
      position: body.position === undefined ? listing.position : (body.position ?? undefined),
    };
    const content = contentAfterEdit(listing, asked);
    // Facts left out are kept exactly as stored (their order too): judged the same either way (`sameFacts`).
    const facts = body.facts === undefined ? listing.facts : content.facts;
    const { position } = content;
    // The listing as it will be stored: a picture kept from before the address rule must be uploaded again (docs/decisions.md).
    const pictures = picturesProblem(content);
    if (pictures) refuse(400, pictures);
    tx.update(propertyRef(listing.id), {
      ...content,
      // A field the edit empties is removed: stored facts and lists are never empty (docs/listings.md).
      facts: facts ?? FieldValue.delete(),
      ...Object.fromEntries(MEDIA_FIELDS.map((field) => [field, content[field] ?? FieldValue.delete()])),
      // A removed pin takes the listing off the map: no position, no geohash.
      position: position ?? FieldValue.delete(),
      geohash: position ? geohashOf(position) : FieldValue.delete(),
      MinimumPrice: body.MinimumPrice,
      MaximumPrice: body.MaximumPrice,
      agent: agentBlock(caller, body.agent, listing.agent),
      locationKeys: locationSearchKeys(body.location),
      searchFacts: searchFactsOf({ facts, MinimumPrice: body.MinimumPrice, MaximumPrice: body.MaximumPrice }),
      ...statusFieldsForEdit(listing, content),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  res.json({ acknowledged: true, modifiedCount: 1 });
}

/** `DELETE /properties/{id}`: its agent deletes it unless sold or a buyer paid (409); pending offers on it are rejected. Answers `{deletedCount}`. */
async function deleteProperty(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const rejected = await deleteListing(id, caller);
  logs.listingDeleted(id, caller.uid, rejected);
  // Its ownership documents go with it: private files nobody could reach any more (docs/listings.md "Legal check");
  // and its viewing times (docs/decisions.md "Viewings"). Logged, not answered: the listing is deleted whatever happens to them.
  await Promise.all([
    removeListingDocuments(id).catch((error: unknown) => logs.unexpected('remove-listing-documents', error)),
    removeListingSlots(id).catch((error: unknown) => logs.unexpected('remove-listing-slots', error)),
  ]);
  res.json({ acknowledged: true, deletedCount: 1 });
}

/**
 * `PATCH /properties/{id}` `{status, updatedAt}`: an admin verifies or rejects a pending listing (409
 * otherwise); isVerified follows. As the rules: the verdict judges the content whose `updatedAt` it
 * names (409 when the listing changed since; `judgedUpdatedAt` records it), and never the admin's own
 * listing (403).
 */
async function judgeProperty(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['admin']);
  const ref = propertyRef(docIdParam(req, 'id', API_MESSAGES.propertyNotFound));
  const { status, updatedAt } = parseBody(verdictSchema, req);
  const judged = instantFromIso(updatedAt);
  await contendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
    const listing = listingOf(snapshot);
    if (listing.agent.uid === caller.uid) refuse(403, VERDICT_MESSAGES.ownListing);
    if (listing.status !== 'pending') refuse(409, API_MESSAGES.notPending);
    const stored: unknown = snapshot.get('updatedAt');
    if (!(stored instanceof Timestamp) || !isSameInstant(stored, judged)) refuse(409, VERDICT_MESSAGES.changed);
    tx.update(ref, { ...verdictFields(status, stored) });
  });
  res.json({ acknowledged: true, modifiedCount: 1 });
}

/** Listing writes: an agent's add, edit and delete; an admin's verdict. */
export const propertyWriteRoutes = Router();

propertyWriteRoutes.post('/add-properties', requireSignedIn, route('add-property', addProperty));
propertyWriteRoutes.put('/properties/:id', requireSignedIn, route('edit-property', editProperty));
propertyWriteRoutes.delete('/properties/:id', requireSignedIn, route('delete-property', deleteProperty));
propertyWriteRoutes.patch('/properties/:id', requireSignedIn, route('judge-property', judgeProperty));
