import { useAuth } from '../../../lib/auth/use-auth';
import { toListing, type Listing } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

/** Ids a listing can have; anything else is never looked up. */
const LISTING_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The listing Update property edits: loading, failed to load, not this agent's (or none), or theirs. */
export type OwnListing = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'missing' } | { status: 'ready'; listing: Listing };

/**
 * The signed-in agent's own listing by id, live (an admin's verdict or a sale shows while the form is
 * open). The rules let the owner read it in any status; a listing that does not exist, or that belongs
 * to someone else (a verified one is readable by all), is `missing` alike.
 */
export function useOwnListing(id: string | undefined): OwnListing {
  const { user } = useAuth();
  const valid = id !== undefined && LISTING_ID.test(id) ? id : null;
  const live = useLiveDocument('properties', valid, toListing);
  if (valid === null) return { status: 'missing' };
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error', retry: live.retry };
  if (live.data === null || !user || live.data.agent.uid !== user.uid) return { status: 'missing' };
  return { status: 'ready', listing: live.data };
}
