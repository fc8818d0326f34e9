import { unreadNotificationsQuery } from '@homehaven/domain/queries/alerts';
import { useAuth } from '../auth/use-auth';
import { useLiveQuery } from '../firebase/use-live-query';

/** How many alerts the person has not read, live, counted up to the query's limit (the bell shows "9+" beyond). */
export function useUnreadCount() {
  const { user } = useAuth();
  return useLiveQuery(user ? unreadNotificationsQuery(user.uid) : null, (snapshot) => snapshot.size);
}
