/**
 * The listing a buyer's own conversation id names (`{propertyId}_{buyerUid}`), or null when the id is
 * not the viewer's: only a buyer starts a conversation, so only their own id may be new.
 */
export function ownConversationListingId(conversationId: string, viewerUid: string | null): string | null {
  if (!viewerUid) return null;
  const suffix = `_${viewerUid}`;
  if (!conversationId.endsWith(suffix) || conversationId.length === suffix.length) return null;
  return conversationId.slice(0, -suffix.length);
}
