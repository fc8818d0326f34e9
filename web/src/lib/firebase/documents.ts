import type { DocumentSnapshot } from 'firebase/firestore';
import type { OfferTransfer } from '@homehaven/domain/bank-transfers';
import type { OfferDoc, PropertyDoc, ReviewDoc, UserDoc, WishlistEntryDoc } from '@homehaven/domain/documents';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';

/** A listing as the screens use it: its id, its fields, timestamps as plain instants. */
export type Listing = PropertyDoc<InstantValue> & { id: string };
/** A review as the screens use it. */
export type Review = ReviewDoc<InstantValue> & { id: string };
/** A wishlist entry as the screens use it. */
export type WishlistEntry = WishlistEntryDoc<InstantValue> & { id: string };
/** A user as Manage users shows them. */
export type AppUser = UserDoc<InstantValue> & { id: string };
/** An offer as the screens use it; `transfer` when the buyer chose to pay by bank transfer (written by functions only). */
export type Offer = OfferDoc<InstantValue> & { id: string; transfer?: OfferTransfer<InstantValue> };

/** A Firestore Timestamp (or a pending server time, estimated) as a plain instant. */
export function toInstant(value: unknown): InstantValue {
  const time = value as { seconds?: unknown; nanoseconds?: unknown } | null;
  if (typeof time?.seconds === 'number' && typeof time.nanoseconds === 'number') return { $seconds: time.seconds, $nanos: time.nanoseconds };
  const now = Date.now();
  return { $seconds: Math.floor(now / 1000), $nanos: (now % 1000) * 1_000_000 };
}

/** An instant as a Date (millisecond precision is plenty for display). */
export function instantToDate(instant: InstantValue): Date {
  return new Date(instant.$seconds * 1000 + Math.floor(instant.$nanos / 1_000_000));
}

/** Reads a snapshot's data with pending server timestamps estimated (a just-written review has a date). */
function dataOf(snapshot: DocumentSnapshot): Record<string, unknown> {
  return snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
}

/** A document's id and fields as plain data (a snapshot's, or one the public live worker sent). */
export interface PlainDoc {
  id: string;
  data: Record<string, unknown>;
  /** True while a write of this page to it has not reached the server (a worker's answer). */
  pending?: boolean;
}

/** A snapshot as plain data, pending server times estimated. */
export function plainDoc(snapshot: DocumentSnapshot): PlainDoc {
  return { id: snapshot.id, data: dataOf(snapshot) };
}

/** A listing from its fields. Rules validate every write, so fields are trusted; only times are converted. */
export function listingFromDoc({ id, data }: PlainDoc): Listing {
  const { soldAt, createdAt, updatedAt, judgedUpdatedAt, legalCheck, pausedAt, featuredUntil, ...fields } = data as unknown as PropertyDoc;
  return {
    ...fields,
    id,
    createdAt: toInstant(createdAt),
    updatedAt: toInstant(updatedAt),
    ...(soldAt === undefined ? {} : { soldAt: toInstant(soldAt) }),
    ...(pausedAt === undefined ? {} : { pausedAt: toInstant(pausedAt) }),
    ...(featuredUntil === undefined ? {} : { featuredUntil: toInstant(featuredUntil) }),
    ...(judgedUpdatedAt === undefined ? {} : { judgedUpdatedAt: toInstant(judgedUpdatedAt) }),
    ...(legalCheck === undefined ? {} : { legalCheck: { ...legalCheck, checkedAt: legalCheck.checkedAt === null ? null : toInstant(legalCheck.checkedAt) } }),
  };
}

/** A listing from its document. */
export function toListing(snapshot: DocumentSnapshot): Listing {
  return listingFromDoc(plainDoc(snapshot));
}

/** A review from its fields. */
export function reviewFromDoc({ id, data }: PlainDoc): Review {
  const review = data as unknown as ReviewDoc;
  return { ...review, id, createdAt: toInstant(review.createdAt) };
}

/** A review from its document. */
export function toReview(snapshot: DocumentSnapshot): Review {
  return reviewFromDoc(plainDoc(snapshot));
}

/** A wishlist entry from its document. */
export function toWishlistEntry(snapshot: DocumentSnapshot): WishlistEntry {
  const data = dataOf(snapshot) as unknown as WishlistEntryDoc;
  return { ...data, id: snapshot.id, createdAt: toInstant(data.createdAt) };
}

/** An offer's bank transfer with its times as instants, like the offer's own. */
function transferFromDoc({ dueAt, createdAt, fundedAt, canceledAt, ...fields }: OfferTransfer): OfferTransfer<InstantValue> {
  return {
    ...fields,
    dueAt: toInstant(dueAt),
    createdAt: toInstant(createdAt),
    ...(fundedAt === undefined ? {} : { fundedAt: toInstant(fundedAt) }),
    ...(canceledAt === undefined ? {} : { canceledAt: toInstant(canceledAt) }),
  };
}

/** An offer from its document. */
export function toOffer(snapshot: DocumentSnapshot): Offer {
  const { createdAt, paidAt, decidedAt, transfer, ...fields } = dataOf(snapshot) as unknown as OfferDoc & { transfer?: OfferTransfer };
  return {
    ...fields,
    id: snapshot.id,
    createdAt: toInstant(createdAt),
    ...(paidAt === undefined ? {} : { paidAt: toInstant(paidAt) }),
    ...(decidedAt === undefined ? {} : { decidedAt: toInstant(decidedAt) }),
    ...(transfer === undefined ? {} : { transfer: transferFromDoc(transfer) }),
  };
}

/** A user from their document (the system's search keys left out). */
export function toUser(snapshot: DocumentSnapshot): AppUser {
  const { createdAt, name, email, image, roll, status } = dataOf(snapshot) as unknown as UserDoc;
  return { id: snapshot.id, name, email, image, roll, ...(status === undefined ? {} : { status }), createdAt: toInstant(createdAt) };
}
