// Demo messages for `npm start`: Sophia asks Olivia about one of her verified listings and has one
// reply she has not read yet; Liam's question to Marcus waits unread in Marcus's inbox. Written as the
// app and its function leave them (last message, unread counts, each message counted), with past times.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { conversationId, type ConversationDoc, type MessageDoc } from '@homehaven/domain/conversations';
import { messagesPath } from '@homehaven/domain/queries/messages';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { SeededProperty } from './demo-documents';

/** A line of a demo conversation: who wrote it and how many minutes ago. */
interface Line {
  readonly from: 'buyer' | 'agent';
  readonly minutesAgo: number;
  readonly text: string;
}

const SOPHIA_AND_OLIVIA: readonly Line[] = [
  { from: 'buyer', minutesAgo: 26 * 60, text: 'Hello Olivia! Is this home still available? I would love to know more about the garden.' },
  { from: 'agent', minutesAgo: 25 * 60, text: 'Hi Sophia, yes it is. The garden faces south and was landscaped last spring.' },
  { from: 'buyer', minutesAgo: 3 * 60, text: 'Wonderful. Could I visit this weekend?\nSaturday morning would suit me best.' },
  { from: 'agent', minutesAgo: 40, text: 'Saturday at 10 am works. I will meet you at the front door. See you then!' },
];

const LIAM_AND_MARCUS: readonly Line[] = [{ from: 'buyer', minutesAgo: 90, text: 'Hi Marcus, are the owners open to offers below the asking range?' }];

const minutesAgo = (minutes: number): Timestamp => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/** Writes one conversation and its messages; the recipient of the newest message has it unread. */
async function writeConversation(db: Firestore, property: SeededProperty, buyer: DemoAccount, lines: readonly Line[]): Promise<void> {
  const { data } = property;
  const id = conversationId(property.id, buyer.uid);
  const uidOf = (line: Line): string => (line.from === 'buyer' ? buyer.uid : data.agent.uid);
  const last = lines[lines.length - 1];
  const first = lines[0];
  if (!last || !first) return;
  const conversation: ConversationDoc<Timestamp> = {
    propertyId: property.id,
    propertyTitle: data.title,
    propertyImage: data.image,
    agentUid: data.agent.uid,
    agentName: data.agent.name,
    buyerUid: buyer.uid,
    buyerName: buyer.name,
    participants: [buyer.uid, data.agent.uid],
    createdAt: minutesAgo(first.minutesAgo),
    updatedAt: minutesAgo(last.minutesAgo),
    lastMessage: { text: last.text, senderUid: uidOf(last), sentAt: minutesAgo(last.minutesAgo) },
    buyerUnread: last.from === 'agent' ? 1 : 0,
    agentUnread: last.from === 'buyer' ? 1 : 0,
  };
  const batch = db.batch();
  batch.set(db.doc(`conversations/${id}`), conversation);
  lines.forEach((line, index) => {
    // countedAt: the message trigger (running under `npm start`) leaves counted messages alone.
    const message: MessageDoc<Timestamp> = { senderUid: uidOf(line), text: line.text, sentAt: minutesAgo(line.minutesAgo), countedAt: minutesAgo(line.minutesAgo) };
    batch.set(db.doc(`${messagesPath(id)}/demo-${String(index + 1).padStart(2, '0')}`), message);
  });
  await batch.commit();
}

/** Demo conversations: Sophia with Olivia (one reply unread by Sophia), Liam with Marcus (unread by Marcus). */
export async function seedMessages(db: Firestore, properties: readonly SeededProperty[]): Promise<void> {
  const publicOf = (agent: DemoAccount): SeededProperty | undefined => properties.find((p) => p.data.agent.uid === agent.uid && p.data.status === 'verified' && !p.data.withdrawn);
  const { sophia, liam, olivia, marcus } = DEMO_ACCOUNTS;
  const olivias = publicOf(olivia);
  const marcuss = publicOf(marcus);
  if (olivias) await writeConversation(db, olivias, sophia, SOPHIA_AND_OLIVIA);
  if (marcuss) await writeConversation(db, marcuss, liam, LIAM_AND_MARCUS);
}
