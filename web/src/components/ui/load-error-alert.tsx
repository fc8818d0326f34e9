import { FiRefreshCw } from 'react-icons/fi';
import { Alert } from './alert';
import { Button } from './button';

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
    <Alert
      status="error"
      title={title}
      data-testid={testId}
      action={
        <Button size="sm" variant="outline" palette="red" onClick={onRetry}>
          <FiRefreshCw aria-hidden /> Try again
        </Button>
      }
    >
      Check your connection and try again.
    </Alert>
  );
}
