import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { declineFormSchema } from '@homehaven/domain/viewings';
import { ReasonDialog } from '../../../components/ui/reason-dialog';

interface DeclineDialogProps {
  buyerName: string;
  /** Declines with the reason; rejects when it could not (the dialog stays open, the reason kept). */
  onDecline: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Decline a visit: the reason is required, and the buyer reads it. */
export function DeclineDialog({ buyerName, onDecline, onClose }: DeclineDialogProps) {
  return (
    <ReasonDialog
      title="Decline this visit"
      subtitle={`${buyerName || 'The buyer'} will see your reason.`}
      submitLabel="Decline visit"
      maxLength={VIEWING_LIMITS.reason}
      schema={declineFormSchema.shape.reason}
      onSubmit={onDecline}
      onClose={onClose}
    />
  );
}
