import { MESSAGES } from '@homehaven/domain/messages';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteConfirmDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before any delete (docs/product.md §13.2 Confirmations): "Are you sure? You won't be able to revert this!", red "Yes, delete it!". */
export function DeleteConfirmDialog({ open, busy, onConfirm, onClose }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={MESSAGES.confirm.deleteTitle}
      text={MESSAGES.confirm.deleteText}
      confirmLabel={MESSAGES.confirm.deleteYes}
      tone="red"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
