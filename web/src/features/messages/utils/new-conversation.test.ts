import { describe, expect, it } from 'vitest';
import { conversationId } from '@homehaven/domain/conversations';
import { ownConversationListingId } from './new-conversation';

describe('ownConversationListingId', () => {
  it("answers the listing of the viewer's own conversation id", () => {
    expect(ownConversationListingId(conversationId('abc123', 'user-1'), 'user-1')).toBe('abc123');
    expect(ownConversationListingId(conversationId('demo_house', 'u1'), 'u1')).toBe('demo_house');
  });
  it("answers null for someone else's id, a bare uid or no viewer", () => {
    expect(ownConversationListingId(conversationId('abc123', 'user-2'), 'user-1')).toBeNull();
    expect(ownConversationListingId('_user-1', 'user-1')).toBeNull();
    expect(ownConversationListingId('abc123_user-1', null)).toBeNull();
  });
});
