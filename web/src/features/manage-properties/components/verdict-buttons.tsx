import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Verdict } from '@homehaven/domain/statuses';
import { useAuth } from '../../../lib/auth/use-auth';
import type { Listing } from '../../../lib/firebase/documents';

interface VerdictButtonsProps {
  listing: Listing;
  /** A verdict on this listing is on its way: both buttons wait. */
  busy: boolean;
  onDecide: (verdict: Verdict) => void;
}

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
    <Stack gap="1" align="flex-end">
      <HStack gap="2">
        <Button size="sm" colorPalette="green" disabled={disabled} onClick={() => onDecide('verified')} aria-label={`Verify ${listing.title}`} {...described}>
          <FiCheck aria-hidden /> Verify
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={disabled} onClick={() => onDecide('rejected')} aria-label={`Reject ${listing.title}`} {...described}>
          <FiX aria-hidden /> Reject
        </Button>
      </HStack>
      {own ? (
        <Text id={reasonId} fontSize="xs" color="fg.muted" maxW="16rem" textAlign="end">
          {MESSAGES.verdict.ownListing}
        </Text>
      ) : null}
    </Stack>
  );
}
