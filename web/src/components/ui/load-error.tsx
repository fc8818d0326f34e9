import type { IconType } from 'react-icons';
import { FiRefreshCw } from 'react-icons/fi';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  icon: IconType;
  /** What could not be loaded, e.g. "Your offers could not be loaded." */
  title: string;
  /** The line under it, when the page has its own words. */
  text?: string;
  onRetry: () => void;
}

/** A list that failed to load (the failure is logged where it happened): what failed, and Try again. */
export function LoadError({ icon, title, text = 'Check your connection and try again.', onRetry }: LoadErrorProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button onClick={onRetry} palette="teal" variant="outline">
          <FiRefreshCw aria-hidden /> Try again
        </Button>
      }
    />
  );
}
