import { MESSAGES } from '@homehaven/domain/messages';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';

/** The counts failed to load (the failure is logged where it happened): say so, with Try again. */
export function StatsError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorAlert title={MESSAGES.stats.loadFailed} onRetry={onRetry} testId="stats-error" />;
}
