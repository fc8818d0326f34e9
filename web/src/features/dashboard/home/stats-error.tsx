import { Alert, Button } from '@chakra-ui/react';
import { FiRefreshCw } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';

/** The counts failed to load (the failure is logged where it happened): say so, with Try again. */
export function StatsError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3" data-testid="stats-error">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{MESSAGES.stats.loadFailed}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        <FiRefreshCw aria-hidden /> Try again
      </Button>
    </Alert.Root>
  );
}
