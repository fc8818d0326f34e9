import { toListing } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

/** The listing a conversation is about, read only to start a new conversation (null when it is not public, or not yet asked for). */
export function useConversationListing(propertyId: string | null) {
  return useLiveDocument('properties', propertyId, toListing);
}
