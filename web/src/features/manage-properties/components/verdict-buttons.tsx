import { useId } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import type { Verdict } from '@homehaven/domain/statuses';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import type { Listing } from '../../../lib/firebase/documents';

interface VerdictButtonsProps {
  listing: Listing;
  /** A verdict on this listing is on its way: both buttons wait. */
  busy: boolean;
  onDecide: (verdict: Verdict) => void;
}

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-end' });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '2' });
const REASON = css({ fontSize: 'xs', color: 'fg.muted', maxW: '16rem', textAlign: 'end' });

/**
 * Verify and Reject, only while the listing is pending (docs/product.md §9.1 Manage properties) and not withdrawn (a fraud
 * agent's listing stays hidden whatever the verdict). Nothing otherwise. On the admin's own listing (an
 * agent promoted to admin keeps theirs) both are greyed, saying why: another admin decides it, as the
 * rules and the facade require (docs/security-rules.md).
 */
export function VerdictButtons({ listing, busy, onDecide }: VerdictButtonsProps) {
  const { user } = useAuth();
  const reasonId = useId();
  if (listing.status !== 'pending' || listing.withdrawn) return null;
  const own = user !== null && listing.agent.uid === user.uid;
  const disabled = busy || own;
  const described = own ? { 'aria-describedby': reasonId } : {};
  return (
    <div className={STACK}>
      <div className={ROW}>
        <Button size="sm" palette="green" disabled={disabled} onClick={() => onDecide('verified')} aria-label={`Verify ${listing.title}`} {...described}>
          <FiCheck aria-hidden /> Verify
        </Button>
        <Button size="sm" variant="outline" palette="red" disabled={disabled} onClick={() => onDecide('rejected')} aria-label={`Reject ${listing.title}`} {...described}>
          <FiX aria-hidden /> Reject
        </Button>
      </div>
      {own ? (
        <p id={reasonId} className={REASON}>
          {VERDICT_MESSAGES.ownListing}
        </p>
      ) : null}
    </div>
  );
}
