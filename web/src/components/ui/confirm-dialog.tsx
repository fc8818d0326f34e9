import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question (e.g. "Do you want to add this property to your wishlist?"). */
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirm button. */
  tone?: 'teal' | 'red';
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action (docs/product.md §13.2 Confirmations), as an accessible alert dialog. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Cancel', tone = 'teal', busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      look="question"
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button palette={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text ? <p>{text}</p> : null}
    </Dialog>
  );
}
