// First: points the admin SDK at the emulators before the functions code below initialises it.
import { db, eventually } from '../facade/support/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { conversationId } from '@homehaven/domain/conversations';
import { messagesPath } from '@homehaven/domain/queries/messages';
import { countMessage } from '../../../functions/src/messages/count-message';
import { newPrefix } from '../facade/support/run';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';

/** Conversations this file made, removed (with their messages) at the end. */
const made: string[] = [];

/** A conversation as a buyer starts it (written with the admin SDK: the rules are tested in tests/rules). */
async function startConversation(): Promise<{ id: string; buyer: string; agent: string }> {
  const prefix = newPrefix();
  const buyer = `${prefix}-buyer`;
  const agent = `${prefix}-agent`;
  const id = conversationId(`${prefix}-listing`, buyer);
  const created = Timestamp.fromMillis(Date.parse('2026-01-01T10:00:00Z'));
  await db
    .collection('conversations')
    .doc(id)
    .set({
      propertyId: `${prefix}-listing`,
      propertyTitle: 'Lake house',
      propertyImage: intakePictureUrl('lake'),
      agentUid: agent,
      agentName: 'Name of agent',
      buyerUid: buyer,
      buyerName: 'Name of buyer',
      participants: [buyer, agent],
      createdAt: created,
      updatedAt: created,
      lastMessage: null,
      buyerUnread: 0,
      agentUnread: 0,
    });
  made.push(id);
  return { id, buyer, agent };
}

/** Writes a message as a participant would (sentAt given, so the order is known); answers its id. */
async function send(conversation: string, senderUid: string, text: string, sentAtIso: string): Promise<string> {
  const ref = await db.collection(messagesPath(conversation)).add({ senderUid, text, sentAt: Timestamp.fromMillis(Date.parse(sentAtIso)) });
  return ref.id;
}

async function conversationOf(id: string): Promise<DocumentData> {
  return (await db.collection('conversations').doc(id).get()).data() ?? {};
}

/** How long a message may wait for its trigger: behind the other files' seeding, the queue ran past `eventually`'s 45 s. */
const QUEUED_TRIGGER_WAIT = 90_000;

/** Waits until the trigger has counted the message. */
function counted(conversation: string, messageId: string): Promise<void> {
  return eventually(`message ${messageId} counted`, async () => (await db.collection(messagesPath(conversation)).doc(messageId).get()).get('countedAt') !== undefined, QUEUED_TRIGGER_WAIT);
}

// Room for two waits on the trigger in one test: the Functions emulator runs events one after another,
// and at the start of the suite this file's messages wait behind the other files' seeding (its first
// test took 51-70 s there, then timed out once at the suite's 60 s and once at a 45 s wait).
describe('the message trigger (conversations/{id}/messages/{id} created)', { timeout: 2 * QUEUED_TRIGGER_WAIT + 10_000 }, () => {
  afterAll(async () => {
    await Promise.all(made.map((id) => db.recursiveDelete(db.collection('conversations').doc(id))));
  });

  it("sets the last message and updatedAt, and increments ONLY the recipient's unread count", async () => {
    const { id, buyer, agent } = await startConversation();
    const first = await send(id, buyer, 'Is the garden south facing?', '2026-01-02T09:00:00Z');
    await counted(id, first);
    let stored = await conversationOf(id);
    expect(stored.agentUnread).toBe(1);
    expect(stored.buyerUnread).toBe(0);
    expect(stored.lastMessage).toEqual({ text: 'Is the garden south facing?', senderUid: buyer, sentAt: Timestamp.fromMillis(Date.parse('2026-01-02T09:00:00Z')) });
    expect((stored.updatedAt as Timestamp).toMillis()).toBe(Date.parse('2026-01-02T09:00:00Z'));

    const reply = await send(id, agent, 'Yes, it is.', '2026-01-02T09:05:00Z');
    await counted(id, reply);
    stored = await conversationOf(id);
    expect(stored.agentUnread).toBe(1);
    expect(stored.buyerUnread).toBe(1);
    expect(stored.lastMessage).toMatchObject({ text: 'Yes, it is.', senderUid: agent });
    expect((stored.updatedAt as Timestamp).toMillis()).toBe(Date.parse('2026-01-02T09:05:00Z'));
    // Participants and copied fields are left alone.
    expect(stored.participants).toEqual([buyer, agent]);
  });

  it('counts a message exactly once: a duplicate delivery of its event changes nothing', async () => {
    const { id, buyer } = await startConversation();
    const message = await send(id, buyer, 'Hello', '2026-01-03T09:00:00Z');
    await counted(id, message);
    const before = await conversationOf(id);
    // The handler the deployed trigger runs, called again as a redelivered event would.
    await expect(countMessage(id, message)).resolves.toBe('already-counted');
    await expect(countMessage(id, message)).resolves.toBe('already-counted');
    const after = await conversationOf(id);
    expect(after.agentUnread).toBe(1);
    expect(after).toEqual(before);
  });

  it('keeps the newest message as the last one when an older one is counted after it', async () => {
    const { id, buyer } = await startConversation();
    const newer = await send(id, buyer, 'Second', '2026-01-04T10:00:00Z');
    await counted(id, newer);
    const older = await send(id, buyer, 'First', '2026-01-04T09:00:00Z');
    await counted(id, older);
    const stored = await conversationOf(id);
    expect(stored.agentUnread).toBe(2);
    expect(stored.lastMessage).toMatchObject({ text: 'Second' });
    expect((stored.updatedAt as Timestamp).toMillis()).toBe(Date.parse('2026-01-04T10:00:00Z'));
  });

  it('answers "missing" for a message whose conversation does not exist, writing nothing', async () => {
    await expect(countMessage(`${newPrefix()}-nowhere`, 'no-message')).resolves.toBe('missing');
  });
});
