import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogLook } from './dialog';

interface FormDialogProps {
  open?: boolean;
  title: string;
  /** A line under the title: what the form is about. */
  subtitle?: ReactNode;
  submitLabel: string;
  sending: boolean;
  look?: DialogLook;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A form in a dialog: title, the fields, Cancel and the submit button (busy while sending). */
export function FormDialog({ open = true, title, subtitle, submitLabel, sending, look = 'md', onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      look={look}
      title={title}
      subtitle={subtitle}
      onSubmit={onSubmit}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" palette="teal" loading={sending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
