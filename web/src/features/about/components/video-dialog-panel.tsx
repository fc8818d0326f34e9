import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

// Clear of the screen's edges on a phone.
const CONTENT = css({ mx: '4' });

/** The "Sorry" dialog of {@link VideoDialog}, loaded on first use. */
export default function VideoDialogPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      look="md"
      contentClassName={CONTENT}
      title={MESSAGES.video.title}
      footer={
        <Button palette="teal" onClick={close}>
          {MESSAGES.video.close}
        </Button>
      }
    >
      <p>{MESSAGES.video.text}</p>
    </Dialog>
  );
}
