// Viewings in the demo data (docs/decisions.md "Viewings"): times on a few of Olivia's and Marcus's
// public listings, and visits of Sophia and Liam in every state, made through the real facade paths
// (publish, request, confirm, decline, propose, cancel), so the data is what the product produces.
// Only past visits are written directly: the facade takes no request for a time already gone.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isOpenToOffers } from '@homehaven/domain/listing-policy';
import { zonedWallTime } from '@homehaven/domain/viewing-time';
import type { ViewingDoc } from '@homehaven/domain/viewings';
import { changeViewing, publishSlot, requestViewing } from '../emulators/viewing-client';
import type { ApiAnswer } from '../emulators/facade-client';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { SeededProperty } from './demo-documents';

type Tokens = Record<keyof typeof DEMO_ACCOUNTS, string>;
/** The demo agents work in New York's time. */
const ZONE = 'America/New_York';

function ok(step: string, answer: ApiAnswer): string {
  if (answer.status >= 300) throw new Error(`${step} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(answer.body.id ?? '');
}

/** `hour`:00 in New York, `days` days from today. */
function at(days: number, hour: number): Date {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return zonedWallTime(`${day}T${String(hour).padStart(2, '0')}:00`, ZONE);
}

/** Publishes `count` 45-minute times on a listing, from tomorrow at 10:00 and 15:00 New York time. */
async function publishTimes(token: string, propertyId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(ok('publish a viewing time', await publishSlot(token, propertyId, at(1 + Math.floor(i / 2), i % 2 === 0 ? 10 : 15), 45, ZONE)));
  return ids;
}

/** A visit that already happened (confirmed, or declined), as the facade would have left it. */
async function pastVisit(db: Firestore, property: SeededProperty, buyer: DemoAccount, daysAgo: number, status: 'confirmed' | 'declined'): Promise<void> {
  const start = Timestamp.fromMillis(at(-daysAgo, 11).getTime());
  const end = Timestamp.fromMillis(start.toMillis() + 45 * 60_000);
  const slotId = String(start.toMillis());
  const agent = property.data.agent;
  await db.doc(`properties/${property.id}/viewingSlots/${slotId}`).set({ start, end, timeZone: ZONE, status: 'taken', createdAt: Timestamp.fromMillis(start.toMillis() - 7 * 86_400_000) });
  const requestedAt = Timestamp.fromMillis(start.toMillis() - 5 * 86_400_000);
  const viewing: ViewingDoc<Timestamp> = {
    propertyId: property.id,
    propertyTitle: property.data.title,
    propertyImage: property.data.image,
    location: property.data.location,
    agentUid: agent.uid,
    agentName: agent.name,
    agentEmail: agent.email,
    buyerUid: buyer.uid,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    slotId,
    start,
    end,
    timeZone: ZONE,
    note: status === 'confirmed' ? 'Looking forward to it.' : '',
    status,
    reason: status === 'declined' ? 'The owners were away that week.' : '',
    createdAt: requestedAt,
    updatedAt: Timestamp.fromMillis(requestedAt.toMillis() + 86_400_000),
  };
  await db.collection('viewings').add(viewing);
}

/**
 * Times on two public listings of Olivia's and two of Marcus's; Sophia's and Liam's visits: requested,
 * confirmed, declined (with its reason), proposed (a new time from the agent), cancelled, and two past
 * ones. Their notifications are marked read (history: the bells keep counting only the demo alerts).
 */
export async function seedViewings(db: Firestore, properties: readonly SeededProperty[], tokens: Tokens): Promise<number> {
  const { olivia, marcus, sophia, liam } = DEMO_ACCOUNTS;
  // Read again: the offers seeded before sold one of them.
  const current = await Promise.all(properties.map(async (p) => ({ ...p, open: isOpenToOffers((await db.doc(`properties/${p.id}`).get()).data() ?? {}) })));
  const of = (agent: DemoAccount): SeededProperty[] => current.filter((p) => p.open && p.data.agent.uid === agent.uid).slice(0, 2);
  const [o1, o2] = of(olivia);
  const [m1, m2] = of(marcus);
  if (!o1 || !o2 || !m1 || !m2) throw new Error('viewings: not enough public listings of Olivia and Marcus');

  const [o1Times, o2Times, m1Times] = await Promise.all([publishTimes(tokens.olivia, o1.id, 6), publishTimes(tokens.olivia, o2.id, 4), publishTimes(tokens.marcus, m1.id, 6)]);
  await publishTimes(tokens.marcus, m2.id, 4);
  const slot = (times: string[], i: number): string => times[i] as string;
  const request = async (buyer: 'sophia' | 'liam', property: SeededProperty, slotId: string, note?: string) => ok('request a visit', await requestViewing(tokens[buyer], property.id, slotId, note));
  const change = async (token: string, id: string, body: { action: string; reason?: string; slotId?: string }) => ok(`viewing ${body.action}`, await changeViewing(token, id, body));

  // Requested, waiting for Olivia.
  await request('sophia', o1, slot(o1Times, 0), 'Could we see the garden as well?');
  // Confirmed by Olivia.
  await change(tokens.olivia, await request('liam', o1, slot(o1Times, 1)), { action: 'confirm' });
  // Declined by Marcus, with his reason.
  await change(tokens.marcus, await request('sophia', m1, slot(m1Times, 0)), { action: 'decline', reason: 'The tenants are moving out that day. Please pick a time next week.' });
  // Marcus proposed another time; Liam has not answered yet.
  await change(tokens.marcus, await request('liam', m1, slot(m1Times, 1), 'Mornings suit me best.'), { action: 'propose', slotId: slot(m1Times, 4) });
  // Cancelled by Sophia after Olivia confirmed; then requested again and confirmed: her upcoming visit, with its .ics.
  const cancelled = await request('sophia', o2, slot(o2Times, 0));
  await change(tokens.olivia, cancelled, { action: 'confirm' });
  await change(tokens.sophia, cancelled, { action: 'cancel' });
  await change(tokens.olivia, await request('sophia', o2, slot(o2Times, 2)), { action: 'confirm' });
  // Two visits that already happened: Sophia's with Marcus, and one Olivia declined for Liam.
  await pastVisit(db, m2, sophia, 6, 'confirmed');
  await pastVisit(db, o1, liam, 9, 'declined');

  const notices = await db.collection('notifications').where('type', '==', 'viewing').where('read', '==', false).get();
  const batch = db.batch();
  for (const notice of notices.docs) if (([olivia.uid, marcus.uid, sophia.uid, liam.uid] as string[]).includes(String(notice.get('userUid')))) batch.update(notice.ref, { read: true });
  await batch.commit();
  return (await db.collection('viewings').where('propertyId', 'in', [o1.id, o2.id, m1.id, m2.id]).count().get()).data().count;
}
