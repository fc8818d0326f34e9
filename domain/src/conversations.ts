import { TEXT_LIMITS } from './constants';
import { isBlank, trimInvisible } from './text';

/**
 * Messages with agents (docs/product.md §10.4 Messages): one conversation per listing and buyer, its messages beneath it.
 * The rules (firestore.rules, "conversations") hold the same shapes; docs/decisions.md explains why
 * lastMessage and the unread counts are written by a function only.
 */

/** The newest message of a conversation, as the inbox previews it (written by functions only). */
export interface LastMessage<Time = unknown> {
  text: string;
  senderUid: string;
  sentAt: Time;
}

/** `conversations/{propertyId}_{buyerUid}`. */
export interface ConversationDoc<Time = unknown> {
  propertyId: string;
  /** Copied from the listing when the buyer starts the conversation (the rules compare them). */
  propertyTitle: string;
  propertyImage: string;
  agentUid: string;
  agentName: string;
  buyerUid: string;
  buyerName: string;
  /** `[buyerUid, agentUid]`: the inbox is one `array-contains` query for either side. */
  participants: string[];
  createdAt: Time;
  /** The newest message's time (the inbox's order); the creation time until the first message counts. */
  updatedAt: Time;
  lastMessage: LastMessage<Time> | null;
  /** Messages the buyer / the agent has not read yet. Functions increment; each side may only reset its own to 0. */
  buyerUnread: number;
  agentUnread: number;
}

/** `conversations/{id}/messages/{autoId}`: text only; nobody edits or deletes one. */
export interface MessageDoc<Time = unknown> {
  senderUid: string;
  text: string;
  sentAt: Time;
  /** Set by the function once it has counted the message in its conversation (a duplicate event does nothing). */
  countedAt?: Time;
}

/** The one conversation of a buyer about a listing. */
export function conversationId(propertyId: string, buyerUid: string): string {
  return `${propertyId}_${buyerUid}`;
}

/** The unread-count field of one side of a conversation. */
export type UnreadField = 'buyerUnread' | 'agentUnread';

/** Which unread count is this person's (the buyer's or the agent's). */
export function unreadFieldOf(conversation: Pick<ConversationDoc, 'buyerUid'>, uid: string): UnreadField {
  return conversation.buyerUid === uid ? 'buyerUnread' : 'agentUnread';
}

/** The unread count field of the person who did NOT send a message. */
export function recipientUnreadField(conversation: Pick<ConversationDoc, 'buyerUid'>, senderUid: string): UnreadField {
  return conversation.buyerUid === senderUid ? 'agentUnread' : 'buyerUnread';
}

/** The other person of a conversation, as this viewer sees them. */
export function otherPartyName(conversation: Pick<ConversationDoc, 'buyerUid' | 'buyerName' | 'agentName'>, viewerUid: string): string {
  const name = conversation.buyerUid === viewerUid ? conversation.agentName : conversation.buyerName;
  return name.trim() === '' ? CONVERSATION_MESSAGES.someone : name;
}

/** Longest message, in characters (the rules refuse longer). */
export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.message;

/** Messages shown at first in a thread, and how many more each "Show earlier" adds. */
export const THREAD_PAGE_SIZE = 30;

/** The messages of messaging with agents, our wording (docs/product.md §10.4 Messages); one of the catalogues of docs/decisions.md "User-facing text". */
export const CONVERSATION_MESSAGES = {
  empty: 'Please write a message before sending.',
  tooLong: `Please keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer.`,
  sendFailed: 'Your message could not be sent. Please try again.',
  inboxEmpty: 'No messages yet.',
  inboxEmptyHint: 'Questions about a property? Open it and choose "Message the agent".',
  inboxFailed: 'Your messages could not be loaded.',
  threadFailed: 'This conversation could not be loaded.',
  threadMissing: 'This conversation does not exist, or it is not yours.',
  threadEmpty: 'No messages yet. Say hello and ask the agent anything about this property.',
  someone: 'Someone',
} as const;

/**
 * Why a message cannot be sent, or null when it can: the text is sent trimmed of invisible characters
 * (text.ts), 1..MESSAGE_MAX_LENGTH characters with a visible one (the rules check the same).
 */
export function messageTextError(text: string): string | null {
  if (isBlank(text)) return CONVERSATION_MESSAGES.empty;
  if (trimInvisible(text).length > MESSAGE_MAX_LENGTH) return CONVERSATION_MESSAGES.tooLong;
  return null;
}
