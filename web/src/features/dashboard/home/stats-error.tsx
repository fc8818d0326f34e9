import { STATS_MESSAGES } from '@homehaven/domain/admin-messages';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';

/** The counts failed to load (the failure is logged where it happened): say so, with Try again. */
export function StatsError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorAlert title={STATS_MESSAGES.loadFailed} onRetry={onRetry} testId="stats-error" />;
}
