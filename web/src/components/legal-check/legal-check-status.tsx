import { Badge, Stack, Text } from '@chakra-ui/react';
import { LEGAL_CHECK_LABELS, type LegalCheck } from '@homehaven/domain/legal-check';

/** Each status's colour: waiting, done, and what the agent must act on. */
const PALETTE = { pending: 'yellow', passed: 'blue', failed: 'red' } as const;

interface LegalCheckStatusProps {
  check: Pick<LegalCheck, 'status' | 'note'> | undefined;
  /** What shows for a listing without documents (nothing by default). */
  none?: string;
}

/**
 * Where a listing's legal check stands, for its agent and admins (docs/product.md §8.5 Legal check):
 * pending, passed, or failed with the admin's note saying why.
 */
export function LegalCheckStatus({ check, none }: LegalCheckStatusProps) {
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
      {check.status === 'failed' && check.note ? (
        <Text fontSize="sm" color="red.700" data-testid="legal-check-note">
          Why: {check.note}
        </Text>
      ) : null}
    </Stack>
  );
}
