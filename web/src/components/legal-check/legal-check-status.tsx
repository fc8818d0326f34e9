import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LEGAL_CHECK_LABELS, LEGAL_CHECK_MESSAGES, type LegalCheck } from '@homehaven/domain/legal-check';
import { useLegalCheckNote } from '../../lib/legal-check/use-legal-check-note';

/** Each status's colour: waiting, done, and what the agent must act on. */
const PALETTE = { pending: 'yellow', passed: 'blue', failed: 'red' } as const;

interface LegalCheckStatusProps {
  check: Pick<LegalCheck, 'status'> | undefined;
  /** The listing whose failed check's note to show (read where only its agent and admins may); none without. */
  noteOf?: string;
  /** What shows for a listing without documents (nothing by default). */
  none?: string;
}

/**
 * Where a listing's legal check stands, for its agent and admins (docs/product.md §8.5 Legal check):
 * pending, passed, or failed with the admin's note saying why.
 */
export function LegalCheckStatus({ check, noteOf, none }: LegalCheckStatusProps) {
  if (!check) {
    return none ? (
      <Text fontSize="sm" color="fg.muted">
        {none}
      </Text>
    ) : null;
  }
  return (
    <Stack gap="1" align="flex-start" data-testid="legal-check-status" data-status={check.status}>
      <Badge colorPalette={PALETTE[check.status]} variant="subtle" size="sm">
        {LEGAL_CHECK_LABELS[check.status]}
      </Badge>
      {check.status === 'failed' && noteOf !== undefined ? <FailureNote propertyId={noteOf} /> : null}
    </Stack>
  );
}

/**
 * Why the check failed, live: the note lives apart from the public listing. A line's placeholder while
 * it loads (a failed check always has its note, so the line is not left empty), and a line saying it
 * failed to load.
 */
function FailureNote({ propertyId }: { propertyId: string }) {
  const note = useLegalCheckNote(propertyId);
  if (note.status === 'loading') return <Skeleton h="5" w="48" aria-hidden />;
  if (note.status === 'error') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {LEGAL_CHECK_MESSAGES.noteFailed}
      </Text>
    );
  }
  return note.data ? (
    <Text fontSize="sm" color="red.700" data-testid="legal-check-note">
      Why: {note.data}
    </Text>
  ) : null;
}
