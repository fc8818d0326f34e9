import { Button, HStack } from '@chakra-ui/react';
import { FiCheck, FiX } from 'react-icons/fi';
import type { Verdict } from '@homehaven/domain/statuses';
import type { Listing } from '../../../lib/firebase/documents';

interface VerdictButtonsProps {
  listing: Listing;
  /** A verdict on this listing is on its way: both buttons wait. */
  busy: boolean;
  onDecide: (verdict: Verdict) => void;
}

/**
 * Verify and Reject, only while the listing is pending (spec section 4) and not withdrawn (a fraud
 * agent's listing stays hidden whatever the verdict). Nothing otherwise.
 */
export function VerdictButtons({ listing, busy, onDecide }: VerdictButtonsProps) {
  if (listing.status !== 'pending' || listing.withdrawn) return null;
  return (
    <HStack gap="2">
      <Button size="sm" colorPalette="green" disabled={busy} onClick={() => onDecide('verified')} aria-label={`Verify ${listing.title}`}>
        <FiCheck aria-hidden /> Verify
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDecide('rejected')} aria-label={`Reject ${listing.title}`}>
        <FiX aria-hidden /> Reject
      </Button>
    </HStack>
  );
}
