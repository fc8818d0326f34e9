import { useEffect } from 'react';
import { unreadFieldOf } from '@homehaven/domain/conversations';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import type { Conversation } from './documents';

/**
 * While a thread is open, keeps the viewer's own unread count at 0: on opening, and again whenever a
 * message arrives meanwhile (the rules let each side reset only its own count, only to 0).
 */
export function useMarkRead(conversation: Conversation | null, viewerUid: string | null): void {
  const field = conversation && viewerUid ? unreadFieldOf(conversation, viewerUid) : null;
  const unread = conversation && field ? conversation[field] : 0;
  const id = conversation?.id ?? null;
  useEffect(() => {
    if (!id || !field || unread === 0) return;
    loadSignedInLive()
      .then((live) => live.writeSignedIn([{ op: 'update', path: `conversations/${id}`, data: { [field]: 0 } }]))
      // Not worth bothering the reader: the badge simply stays until the next visit.
      .catch((error: unknown) => console.error('mark conversation read', error));
  }, [id, field, unread]);
}
