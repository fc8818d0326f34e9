import { unreadNotificationsQuery } from '@homehaven/domain/queries/alerts';
import { useAuth } from '../../../lib/auth/use-auth';
import { loadFirestore } from '../../../lib/firebase/load';

/** Most rounds of Mark all as read: each marks what the unread query returns, until none is left. */
const MAX_ROUNDS = 50;

/** Marks alerts read: one (opening it), or every unread one (the rules allow read false -> true only). */
export function useMarkRead() {
  const { user } = useAuth();
  return {
    one: async (id: string): Promise<void> => {
      const { db, doc, updateDoc } = await loadFirestore();
      await updateDoc(doc(db, 'notifications', id), { read: true });
    },
    all: async (): Promise<void> => {
      if (!user) return;
      const { db, doc, getDocs, writeBatch, buildQuery } = await loadFirestore();
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const unread = await getDocs(buildQuery(db, unreadNotificationsQuery(user.uid)));
        if (unread.empty) return;
        const batch = writeBatch(db);
        for (const alert of unread.docs) batch.update(doc(db, 'notifications', alert.id), { read: true });
        await batch.commit();
      }
    },
  };
}
