import { Button, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import { FaPlay } from 'react-icons/fa6';
import { MESSAGES } from '@homehaven/domain/messages';

/** The promo video button; there is no video, and the dialog says so (spec section 1). */
export function VideoDialog() {
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <IconButton aria-label="Play promo video" size="2xl" rounded="full" colorPalette="teal" shadow="lg">
          <FaPlay />
        </IconButton>
      </Dialog.Trigger>
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
