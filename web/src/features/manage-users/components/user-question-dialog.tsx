import { MESSAGES } from '@homehaven/domain/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog';
import type { UserQuestion } from '../hooks/use-user-actions';

interface UserQuestionDialogProps {
  asking: UserQuestion | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before Make Admin, Make Fraud (what it will do) or Delete (the delete confirmation's words). */
export function UserQuestionDialog({ asking, busy, onConfirm, onClose }: UserQuestionDialogProps) {
  const m = MESSAGES.users;
  if (asking?.action === 'delete' || asking === null) return <DeleteConfirmDialog open={asking !== null} busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  const name = asking.user.name || asking.user.email;
  const fraud = asking.action === 'fraud';
  return (
    <ConfirmDialog
      open
      title={fraud ? m.confirmFraudTitle(name) : m.confirmAdminTitle(name)}
      text={fraud ? m.confirmFraudText : m.confirmAdminText}
      confirmLabel={fraud ? m.confirmFraudYes : m.confirmAdminYes}
      tone={fraud ? 'red' : 'teal'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
