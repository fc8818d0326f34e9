import { conversationId } from '../../../domain/src/conversations';
import { messagesPath } from '../../../domain/src/queries/messages';
import type { MessagesPath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES, type SignedInActor } from './actors';
import { PROPERTY, day, listingAgent, listingField } from './listings';
import { REQUEST_TIME } from './payloads';
import type { DocData } from './types';

/** Messages with agents in the rules' world: conversations, their messages, and create payloads. */

/** Conversation ids in the world (`{propertyId}_{buyerUid}`). */
export const CONVERSATION = {
  /** user-1 with agent-1 about the verified New York listing: two messages; unread counts on both sides. */
  byUser: conversationId(PROPERTY.verified, IDENTITIES.user.uid),
  /** user-2 with agent-2 about New Haven. */
  byOtherUser: conversationId(PROPERTY.otherAgents, IDENTITIES.otherUser.uid),
  /** user-1 with the agent later marked fraud, about the (now withdrawn) New Orleans listing. */
  withFraud: conversationId(PROPERTY.withdrawn, IDENTITIES.user.uid),
} as const;

/** Message ids in the world (within their conversation). */
export const MESSAGE = { fromUser: 'msg-from-user', fromAgent: 'msg-from-agent', fromFraud: 'msg-from-fraud' } as const;

/** A new conversation by the actor (a buyer) about a stored property, as the details page writes it. */
export function newConversation(actor: SignedInActor, propertyId: string, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  const agentOf = listingAgent(propertyId);
  return {
    propertyId,
    propertyTitle: listingField(propertyId, 'title'),
    propertyImage: listingField(propertyId, 'image'),
    agentUid: agentOf.uid,
    agentName: agentOf.name,
    buyerUid: who.uid,
    buyerName: who.name,
    participants: [who.uid, agentOf.uid],
    createdAt: REQUEST_TIME,
    updatedAt: REQUEST_TIME,
    lastMessage: null,
    buyerUnread: 0,
    agentUnread: 0,
    ...overrides,
  };
}

/** A new message by the actor, as the thread sends it. */
export function newMessage(actor: SignedInActor, overrides: DocData = {}): DocData {
  return { senderUid: IDENTITIES[actor].uid, text: 'Is the garden south facing?', sentAt: REQUEST_TIME, ...overrides };
}

/** A stored conversation: as created, then counted by the function (last message, unread counts). */
function storedConversation(actor: SignedInActor, propertyId: string, updated: number, last: { from: SignedInActor; text: string }, unread: { buyer: number; agent: number }): DocData {
  return {
    ...newConversation(actor, propertyId),
    createdAt: day(21),
    updatedAt: day(updated),
    lastMessage: { text: last.text, senderUid: IDENTITIES[last.from].uid, sentAt: day(updated) },
    buyerUnread: unread.buyer,
    agentUnread: unread.agent,
  };
}

/** The world's conversations and messages, keyed as WORLD is (collection path, then id). */
export const CONVERSATION_WORLD: { readonly conversations: Readonly<Record<string, DocData>> } & Readonly<Record<MessagesPath, Readonly<Record<string, DocData>>>> = {
  conversations: {
    [CONVERSATION.byUser]: storedConversation('user', PROPERTY.verified, 24, { from: 'agent', text: 'Yes, it is.' }, { buyer: 1, agent: 2 }),
    [CONVERSATION.byOtherUser]: storedConversation('otherUser', PROPERTY.otherAgents, 23, { from: 'otherUser', text: 'Hello' }, { buyer: 0, agent: 1 }),
    [CONVERSATION.withFraud]: storedConversation('user', PROPERTY.withdrawn, 22, { from: 'fraud', text: 'Pay me in cash.' }, { buyer: 1, agent: 1 }),
  },
  [messagesPath(CONVERSATION.byUser)]: {
    [MESSAGE.fromUser]: newMessage('user', { sentAt: day(23), countedAt: day(23) }),
    [MESSAGE.fromAgent]: newMessage('agent', { text: 'Yes, it is.', sentAt: day(24), countedAt: day(24) }),
  },
  [messagesPath(CONVERSATION.withFraud)]: {
    [MESSAGE.fromFraud]: newMessage('fraud', { text: 'Pay me in cash.', sentAt: day(22), countedAt: day(22) }),
  },
};
