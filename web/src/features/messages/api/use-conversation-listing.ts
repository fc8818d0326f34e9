import { toListing } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

/**
 * The listing a conversation is about, live: to start a new conversation, and to link an existing one
 * to its details page only while it is public (null when the viewer may not read it, or not asked for).
 */
export function useConversationListing(propertyId: string | null) {
  return useLiveDocument('properties', propertyId, toListing);
}
