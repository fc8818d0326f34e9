import { FiMessageSquare } from 'react-icons/fi';
import { conversationId } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import type { Listing } from '../../../lib/firebase/documents';
import { useAuth } from '../../../lib/auth/use-auth';
import { css } from 'styled-system/css';
import { ButtonLink } from '../../../components/static/links';
import { isOwnListing, isPublicListing } from '@homehaven/domain/listing-policy';

const FULL_WIDTH = css({ w: 'full' });

/**
 * "Message the agent", for buyers on a public listing: opens the buyer's one conversation about it
 * (`{propertyId}_{uid}`), which the first message creates (docs/decisions.md, "Messages with agents").
 */
export function MessageAgentLink({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  const { user } = useAuth();
  if (!isBuyer || !user || !isPublicListing(listing) || isOwnListing(listing, user.uid)) return null;
  return (
    <ButtonLink to={paths.dashboard.conversation.href(conversationId(listing.id, user.uid))} palette="teal" variant="outline" className={FULL_WIDTH}>
      <FiMessageSquare aria-hidden /> Message the agent
    </ButtonLink>
  );
}
