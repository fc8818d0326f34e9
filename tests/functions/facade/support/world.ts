import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { IDENTITIES } from '../../../rules/matrix/actors';
import { PROPERTY } from '../../../rules/matrix/listings';
import { OFFER, REFUND, REVIEW, WORLD } from '../../../rules/matrix/world';
import { VIEWING } from '../../../rules/matrix/viewings';
import type { DocData, FieldValue as CaseValue, MatrixCollection } from '../../../rules/matrix/types';
import { db, fingerprint } from './admin';
import { hasFacadePath } from './matrix-mapping';
import type { Run } from './run';

/** Document ids the world names (the sold listing's accepted offer is named but never seeded). */
const DOC_IDS: readonly string[] = [...Object.values(PROPERTY), ...Object.values(REVIEW), ...Object.values(OFFER), ...Object.values(REFUND), ...Object.values(VIEWING), 'offer-accepted'];
const UIDS: readonly string[] = Object.values(IDENTITIES).map((who) => who.uid);
/** Every id the world's values mention, longest first, standing alone (between separators like `_`, `@`, `/`, `.`). */
const ID_PATTERN = new RegExp(`(?<![A-Za-z0-9-])(${[...DOC_IDS, ...UIDS].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9-])`, 'g');

/** The world listing a document belongs to: its propertyId, or a refund's offer's; undefined for neither. */
function listingOfDoc(data: DocData): string | undefined {
  if (typeof data.propertyId === 'string') return data.propertyId;
  const offer = typeof data.offerId === 'string' ? WORLD.offers?.[data.offerId] : undefined;
  return typeof offer?.propertyId === 'string' ? offer.propertyId : undefined;
}

/** A plain value as the admin SDK writes it: fixed times as Timestamps, the request time as serverTimestamp(). */
function toAdmin(value: CaseValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: CaseValue) => toAdmin(item));
  if ('$requestTime' in value) return FieldValue.serverTimestamp();
  if ('$at' in value && typeof value.$at === 'string') return Timestamp.fromDate(new Date(value.$at));
  return Object.fromEntries(Object.entries(value as DocData).map(([key, item]) => [key, toAdmin(item)]));
}

/**
 * The matrix world (tests/rules/matrix/world.ts) under this run's uids and this world's own document
 * ids, so it never meets the demo data, another run, or another case. Seeds, fingerprints and removes itself.
 */
export class CaseWorld {
  /**
   * `listings`: the world's listings to seed (all when omitted). A case seeds only the listings it
   * involves: every listing written fires the listing trigger twice (seeded, removed), and the
   * Functions emulator runs trigger events one after another, so seven listings per write case kept
   * the trigger queue long enough to delay every other suite's triggers.
   */
  constructor(
    readonly run: Run,
    readonly key: string,
    private readonly listings?: ReadonlySet<string>,
  ) {}

  /** The world's id (a uid or a document id) as seeded here; other text unchanged. */
  id(worldId: string): string {
    return this.relabel(worldId) as string;
  }

  /** A case value with every world id replaced (uids by the run's, document ids by this world's). */
  relabel(value: CaseValue): CaseValue {
    if (typeof value === 'string') {
      return value.replace(ID_PATTERN, (id) => (UIDS.includes(id) ? `${this.run.prefix}-${id}` : `${this.key}-${id}`));
    }
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item: CaseValue) => this.relabel(item));
    return Object.fromEntries(Object.entries(value as DocData).map(([key, item]) => [key, this.relabel(item)]));
  }

  /** The world's documents other than users, as refs and admin-SDK data. */
  private docs(): { ref: DocumentReference; data: unknown }[] {
    const out: { ref: DocumentReference; data: unknown }[] = [];
    for (const [collection, byId] of Object.entries(WORLD) as [MatrixCollection, Readonly<Record<string, DocData>>][]) {
      // Users come with the run (resetUsers); collections no facade path serves are the rules suite's alone.
      if (collection === 'users' || !hasFacadePath(collection)) continue;
      for (const [id, data] of Object.entries(byId)) {
        const listing = collection === 'properties' ? id : listingOfDoc(data);
        if (this.listings && listing !== undefined && !this.listings.has(listing)) continue;
        out.push({ ref: db.collection(collection).doc(this.id(id)), data: toAdmin(this.relabel(data)) });
      }
    }
    return out;
  }

  /**
   * Seeds the world's listings, reviews, wishlist entries, offers and refunds: with `listings` given,
   * only the documents of those listings (an offer is counted by a trigger when seeded and again when
   * removed, like a listing, so unrelated offers and refunds only lengthened the trigger queue).
   */
  async seed(): Promise<void> {
    const batch = db.batch();
    for (const { ref, data } of this.docs()) batch.set(ref, data as DocumentData);
    await batch.commit();
  }

  /** Every document this world holds or could have gained: the seeded ones and anything referring to its listings or the run's agents. */
  private async refs(): Promise<DocumentReference[]> {
    const propertyIds = Object.values(PROPERTY).map((id) => this.id(id));
    const agentUids = Object.values(this.run.accounts).map((account) => account.uid);
    const found = await Promise.all([
      db.collection('properties').where('agent.uid', 'in', agentUids).get(),
      ...(['reviews', 'wishlist', 'offers'] as const).map((name) => db.collection(name).where('propertyId', 'in', propertyIds).get()),
    ]);
    const byPath = new Map<string, DocumentReference>();
    for (const { ref } of this.docs()) byPath.set(ref.path, ref);
    // Listings of the run's agents seeded by another world (ids under the run's prefix) belong to that world.
    const ours = (id: string): boolean => !id.startsWith(this.run.prefix) || id.startsWith(`${this.key}-`);
    for (const snapshot of found) for (const doc of snapshot.docs) if (snapshot !== found[0] || ours(doc.id)) byPath.set(doc.ref.path, doc.ref);
    return [...byPath.values()];
  }

  /** A fingerprint of everything the world holds plus the run's users documents: equal fingerprints, nothing written. */
  async fingerprint(): Promise<string> {
    const users = Object.values(this.run.accounts).map((account) => db.collection('users').doc(account.uid));
    const refs = [...(await this.refs()), ...users].sort((a, b) => a.path.localeCompare(b.path));
    const snapshots = await db.getAll(...refs);
    return snapshots.map((snapshot) => `${snapshot.ref.path}=${fingerprint(snapshot.data())}`).join('\n');
  }

  /** Removes every document of the world (users documents stay: see resetUsers). */
  async remove(): Promise<void> {
    const batch = db.batch();
    for (const ref of await this.refs()) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * The world's listings a value involves: those its text names, directly or through the world's documents
 * it names (an offer's, review's or wishlist entry's propertyId, a refund's offer), followed to the end.
 */
export function listingsInvolved(value: unknown): ReadonlySet<string> {
  const docs = new Map<string, string>();
  for (const byId of Object.values(WORLD) as Readonly<Record<string, DocData>>[]) for (const [id, data] of Object.entries(byId)) docs.set(id, JSON.stringify(data));
  const named = new Set<string>();
  const pending = [JSON.stringify(value)];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [id] of text.matchAll(ID_PATTERN)) {
      if (named.has(id)) continue;
      named.add(id);
      const doc = docs.get(id);
      if (doc) pending.push(doc);
    }
  }
  return new Set(Object.values(PROPERTY).filter((id) => named.has(id)));
}

/**
 * Puts the run's users documents back as the world has them (only those that changed; the newcomer's
 * removed), and the agents' billing accounts, whose counts a listing added through the facade moves.
 */
export async function resetUsers(run: Run): Promise<void> {
  const world = new CaseWorld(run, 'users');
  const wanted = Object.values(IDENTITIES).map((who) => ({
    ref: db.collection('users').doc(world.id(who.uid)),
    data: who.roll === null ? undefined : toAdmin(world.relabel(WORLD.users[who.uid] ?? {})),
  }));
  const current = await db.getAll(...wanted.map((w) => w.ref));
  const batch = db.batch();
  let changes = 0;
  wanted.forEach(({ ref, data }, i) => {
    const now = current[i]?.data();
    if (fingerprint(now) === fingerprint(data)) return;
    changes += 1;
    if (data === undefined) batch.delete(ref);
    else batch.set(ref, data as DocumentData);
  });
  for (const [uid, account] of Object.entries(WORLD.billingAccounts)) {
    changes += 1;
    batch.set(db.collection('billingAccounts').doc(world.id(uid)), toAdmin(world.relabel(account)) as DocumentData);
  }
  if (changes > 0) await batch.commit();
}
