import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} role="alertdialog" placement="center" size={{ base: 'xs', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {text ? (
              <Dialog.Body>
                <Text>{text}</Text>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={tone} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
