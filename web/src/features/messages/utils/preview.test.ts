import { describe, expect, it } from 'vitest';
import { previewOf, unreadLabel } from './preview';

describe('inbox preview', () => {
  const sentAt = { $seconds: 0, $nanos: 0 };
  it('prefixes the viewer\'s own last message with "You:" and flattens line breaks', () => {
    expect(previewOf({ text: 'See you\n\nat  noon ', senderUid: 'me', sentAt }, 'me')).toBe('You: See you at noon');
    expect(previewOf({ text: 'Hello', senderUid: 'agent', sentAt }, 'me')).toBe('Hello');
  });
  it('says when there is no message yet', () => {
    expect(previewOf(null, 'me')).toBe('No messages yet');
  });
  it('counts unread messages in words', () => {
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
  });
});
