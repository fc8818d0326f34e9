import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { conversationId } from '../../../domain/src/conversations';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { messagesPath } from '../../../domain/src/queries/messages';
import { IDENTITIES, type SignedInActor } from '../matrix/actors';
import { CONVERSATION, newConversation, newMessage } from '../matrix/conversations';
import { PROPERTY, day } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { dbAs } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { toFirestoreDoc } from '../support/values';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/**
 * conversations/{propertyId}_{buyerUid} and their messages beyond the permission matrix (who may read,
 * start, send, reset a count or delete is there): ids, copied fields, forged counts and texts.
 */
export function messagesSuite(env: () => RulesTestEnvironment): void {
  describe('conversations and messages', () => {
    const start = (actor: SignedInActor, propertyId: string, overrides: DocData = {}, docId = conversationId(propertyId, IDENTITIES[actor].uid)) => ({
      actor,
      collection: 'conversations' as const,
      operation: 'create' as const,
      docId,
      data: newConversation(actor, propertyId, overrides),
    });
    const send = (actor: SignedInActor, id: string, overrides: DocData = {}, as: SignedInActor = actor) => ({
      actor,
      collection: messagesPath(id),
      operation: 'create' as const,
      data: newMessage(as, overrides),
    });
    const reset = (actor: SignedInActor, data: DocData) => ({
      actor,
      collection: 'conversations' as const,
      operation: 'update' as const,
      docId: CONVERSATION.byUser,
      data,
    });

    describe('reading', () => {
      it('refuses the messages of a conversation that does not exist', async () => {
        await denied(env(), { actor: 'user', collection: messagesPath(conversationId(PROPERTY.otherAgents, IDENTITIES.user.uid)), operation: 'list', query: {} });
      });
    });

    describe('starting a conversation', () => {
      it('allows a buyer to start one with the first message in one batch', async () => {
        const id = conversationId(PROPERTY.otherAgents, IDENTITIES.user.uid);
        const db = dbAs(env(), 'user');
        const batch = writeBatch(db);
        batch.set(doc(db, 'conversations', id), toFirestoreDoc(newConversation('user', PROPERTY.otherAgents)));
        batch.set(doc(collection(db, messagesPath(id))), toFirestoreDoc(newMessage('user')));
        await assertSucceeds(batch.commit());
        await assertSucceeds(getDocs(collection(dbAs(env(), 'otherAgent'), messagesPath(id))));
      });

      it('refuses the first message in a batch whose conversation is refused', async () => {
        const id = conversationId(PROPERTY.pending, IDENTITIES.user.uid);
        const db = dbAs(env(), 'user');
        const batch = writeBatch(db);
        batch.set(doc(db, 'conversations', id), toFirestoreDoc(newConversation('user', PROPERTY.pending)));
        batch.set(doc(collection(db, messagesPath(id))), toFirestoreDoc(newMessage('user')));
        await assertFails(batch.commit());
      });

      it('allows ONLY the id {propertyId}_{own uid}, and ONE conversation per listing and buyer', async () => {
        await denied(env(), start('user', PROPERTY.otherAgents, {}, 'random-id'));
        await denied(env(), start('user', PROPERTY.otherAgents, {}, conversationId(PROPERTY.otherAgents, IDENTITIES.otherUser.uid)));
        await denied(env(), start('user', PROPERTY.otherAgents, {}, conversationId(PROPERTY.reversedPrices, IDENTITIES.user.uid)));
        // Starting it again would overwrite it (an update): refused.
        await denied(env(), start('user', PROPERTY.verified));
        await allowed(env(), start('user', PROPERTY.otherAgents));
      });

      it('refuses an agent starting a conversation with themselves about their own listing', async () => {
        await denied(env(), start('agent', PROPERTY.reversedPrices, { participants: [IDENTITIES.agent.uid, IDENTITIES.agent.uid] }));
      });

      it('allows ONLY a public listing (not pending, rejected or withdrawn)', async () => {
        for (const propertyId of [PROPERTY.pending, PROPERTY.rejected, PROPERTY.withdrawn]) await denied(env(), start('otherUser', propertyId));
      });

      it("allows ONLY the listing's own agent, title and image, the buyer's own profile name, and participants [buyer, agent]", async () => {
        const { user, otherUser, otherAgent, agent } = IDENTITIES;
        const tampered: DocData[] = [
          { agentUid: agent.uid, participants: [user.uid, agent.uid] },
          { agentName: 'Someone' },
          { propertyTitle: 'A castle' },
          { propertyImage: intakePictureUrl('other') },
          { buyerName: 'The Queen' },
          { buyerUid: otherUser.uid },
          { participants: [user.uid, otherAgent.uid, otherUser.uid] },
          { participants: [otherAgent.uid, user.uid] },
          { participants: [user.uid] },
          { extra: true },
        ];
        for (const change of tampered) await denied(env(), start('user', PROPERTY.otherAgents, change));
      });

      it('refuses a forged last message, unread counts or times', async () => {
        const forged: DocData[] = [
          { lastMessage: { text: 'Deal!', senderUid: IDENTITIES.otherAgent.uid, sentAt: day(27) } },
          { agentUnread: 5 },
          { buyerUnread: 1 },
          { buyerUnread: -1 },
          { createdAt: day(1) },
          { updatedAt: day(27) },
        ];
        for (const change of forged) await denied(env(), start('user', PROPERTY.otherAgents, change));
      });
    });

    describe('sending messages', () => {
      it('refuses a message into a conversation that does not exist', async () => {
        await denied(env(), send('user', conversationId(PROPERTY.otherAgents, IDENTITIES.user.uid)));
      });

      it('refuses sending as someone else', async () => {
        await denied(env(), send('user', CONVERSATION.byUser, {}, 'agent'));
        await denied(env(), send('agent', CONVERSATION.byUser, {}, 'user'));
        await denied(env(), send('otherUser', CONVERSATION.byUser, {}, 'user'));
      });

      it(`allows text of 1 to ${TEXT_LIMITS.message} characters, never blank`, async () => {
        await allowed(env(), send('user', CONVERSATION.byUser, { text: 'x'.repeat(TEXT_LIMITS.message) }));
        await allowed(env(), send('user', CONVERSATION.byUser, { text: '?' }));
        for (const text of ['', '   ', '\n\t ', 'x'.repeat(TEXT_LIMITS.message + 1)]) await denied(env(), send('user', CONVERSATION.byUser, { text }));
        await denied(env(), send('user', CONVERSATION.byUser, { text: 42 }));
      });

      it('allows ONLY senderUid, text and sentAt (the request time)', async () => {
        await denied(env(), send('user', CONVERSATION.byUser, { sentAt: day(27) }));
        await denied(env(), send('user', CONVERSATION.byUser, { countedAt: day(27) }));
        await denied(env(), send('user', CONVERSATION.byUser, { image: 'https://img.example.com/x.jpg' }));
      });
    });

    describe('unread counts and the conversation itself', () => {
      it('allows each participant to reset their own unread count ONLY to 0', async () => {
        // Refusals first: after a reset, writing 0 again changes nothing (an empty diff).
        await denied(env(), reset('user', { buyerUnread: 3 }));
        await denied(env(), reset('agent', { agentUnread: 7 }));
        await allowed(env(), reset('user', { buyerUnread: 0 }));
        await allowed(env(), reset('agent', { agentUnread: 0 }));
      });

      it('refuses forging the last message, updatedAt, participants or copied fields', async () => {
        const forged: DocData[] = [
          { lastMessage: { text: 'Deal!', senderUid: IDENTITIES.agent.uid, sentAt: day(27) } },
          { updatedAt: day(27) },
          { participants: [IDENTITIES.user.uid, IDENTITIES.agent.uid, IDENTITIES.otherUser.uid] },
          { propertyTitle: 'A castle' },
          { buyerUnread: 0, agentUnread: 0 },
        ];
        for (const change of forged) {
          await denied(env(), reset('user', change));
          await denied(env(), reset('agent', change));
        }
      });
    });
  });
}
