import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from './constants';
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, conversationId, messageTextError, otherPartyName, recipientUnreadField, unreadFieldOf } from './conversations';
import { inboxPageQuery, threadQuery } from './queries/messages';

const conversation = { buyerUid: 'buyer', buyerName: 'Sophia', agentName: 'Olivia' };

describe('conversations', () => {
  it('names one conversation per listing and buyer', () => {
    expect(conversationId('listing1', 'buyer')).toBe('listing1_buyer');
  });

  it("picks each side's unread count, and the recipient's for a sender", () => {
    expect(unreadFieldOf(conversation, 'buyer')).toBe('buyerUnread');
    expect(unreadFieldOf(conversation, 'agent')).toBe('agentUnread');
    expect(recipientUnreadField(conversation, 'buyer')).toBe('agentUnread');
    expect(recipientUnreadField(conversation, 'agent')).toBe('buyerUnread');
  });

  it('shows the other person, or a fallback for an empty name', () => {
    expect(otherPartyName(conversation, 'buyer')).toBe('Olivia');
    expect(otherPartyName(conversation, 'agent')).toBe('Sophia');
    expect(otherPartyName({ ...conversation, agentName: ' ' }, 'buyer')).toBe(CONVERSATION_MESSAGES.someone);
  });

  it('refuses blank and overlong text, counting the trimmed text the app sends (the rules bound: TEXT_LIMITS.message)', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(TEXT_LIMITS.message);
    expect(messageTextError('')).toBe(CONVERSATION_MESSAGES.empty);
    expect(messageTextError(' \n\t ')).toBe(CONVERSATION_MESSAGES.empty);
    expect(messageTextError('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(CONVERSATION_MESSAGES.tooLong);
    expect(messageTextError(`  ${'x'.repeat(MESSAGE_MAX_LENGTH)}\n`)).toBeNull();
    expect(messageTextError('?')).toBeNull();
    expect(CONVERSATION_MESSAGES.tooLong).toContain(String(MESSAGE_MAX_LENGTH));
  });
});

describe('message queries', () => {
  it('reads the inbox by participant, latest first, one beyond the page', () => {
    expect(inboxPageQuery('me').spec).toEqual({
      where: [['participants', 'array-contains', 'me']],
      orderBy: [
        ['updatedAt', 'desc'],
        ['__name__', 'desc'],
      ],
      limit: 13,
    });
  });

  it('reads the newest messages of a thread, one beyond the window', () => {
    expect(threadQuery('c1', 30)).toEqual({
      collection: 'conversations/c1/messages',
      spec: {
        orderBy: [
          ['sentAt', 'desc'],
          ['__name__', 'desc'],
        ],
        limit: 31,
      },
    });
  });
});
