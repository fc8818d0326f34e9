import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';

/** The looks a dialog takes (modal-dialog.tsx: Chakra's dialog recipe at the sizes the app uses). */
export type DialogLook = 'question' | 'sm' | 'md' | 'lg' | 'sheet' | 'viewer';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the dialog's accessible description). */
  subtitle?: ReactNode;
  look?: DialogLook;
  /** `alertdialog` for a question before an action. */
  role?: 'dialog' | 'alertdialog';
  /** An X in the corner. */
  closeButton?: boolean;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** The header, body and footer are a form's parts (submit in the footer). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  contentClassName?: string;
  bodyClassName?: string;
  /** The content's `data-testid` (browser journeys find the dialog by it). */
  testId?: string;
  /** The body; nothing renders a body when absent. */
  children?: ReactNode;
}

const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * A modal dialog (modal-dialog.tsx: Ark UI's behaviour, Chakra's look), whose code loads the first time
 * it opens: Ark UI's dialog machine and its portal are about 70 KiB that a screen with a question or a
 * form behind a button evaluated while it started (docs/performance.md "Dialogs on use"). Closed, a
 * dialog renders nothing, before and after.
 */
export function Dialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
