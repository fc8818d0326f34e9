import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';

/** The "Sorry" dialog of {@link VideoDialog}, loaded on first use. */
export default function VideoDialogPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{MESSAGES.video.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{MESSAGES.video.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="teal">{MESSAGES.video.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
