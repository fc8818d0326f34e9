import { unreadNotificationsQuery } from '@homehaven/domain/queries/alerts';
import { useAuth } from '../../../lib/auth/use-auth';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';

/** Most rounds of Mark all as read: each marks what the unread query returns, until none is left. */
const MAX_ROUNDS = 50;

/** Marks alerts read: one (opening it), or every unread one (the rules allow read false -> true only). */
export function useMarkRead() {
  const { user } = useAuth();
  return {
    one: async (id: string): Promise<void> => {
      await (await loadSignedInLive()).writeSignedIn([{ op: 'update', path: `notifications/${id}`, data: { read: true } }]);
    },
    all: async (): Promise<void> => {
      if (!user) return;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const unread = await (await loadSignedInLive()).readSignedInQuery(unreadNotificationsQuery(user.uid));
        if (unread.length === 0) return;
        await (await loadSignedInLive()).writeSignedIn(unread.map((alert) => ({ op: 'update', path: `notifications/${alert.id}`, data: { read: true } })));
      }
    },
  };
}
