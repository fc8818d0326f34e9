import { Alert, Button } from '@chakra-ui/react';
import { FiRefreshCw } from 'react-icons/fi';

interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "The counts could not be loaded." */
  title: string;
  onRetry: () => void;
  testId?: string;
}

/**
 * A section inside a page that failed to load (the failure is logged where it happened): say so in
 * an alert, with Try again. Whole lists use LoadError (load-error.tsx) instead.
 */
export function LoadErrorAlert({ title, onRetry, testId }: LoadErrorAlertProps) {
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
        <FiRefreshCw aria-hidden /> Try again
      </Button>
    </Alert.Root>
  );
}
