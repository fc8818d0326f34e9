import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Portal, Text, type DialogRootProps } from '@chakra-ui/react';

interface FormDialogProps {
  open?: boolean;
  title: string;
  /** A line under the title: what the form is about. */
  subtitle?: ReactNode;
  submitLabel: string;
  sending: boolean;
  size?: DialogRootProps['size'];
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A form in a dialog: title, the fields, Cancel and the submit button (busy while sending). */
export function FormDialog({ open = true, title, subtitle, submitLabel, sending, size = 'md', onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => (event.open ? undefined : onClose())} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps the dialog's header/body/footer layout around the form's parts. */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                {subtitle ? (
                  <Text fontSize="sm" color="fg.muted">
                    {subtitle}
                  </Text>
                ) : null}
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="teal" loading={sending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
