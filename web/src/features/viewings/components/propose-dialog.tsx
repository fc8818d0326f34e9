import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useViewingSlots } from '../../../lib/viewings/use-viewing-slots';
import type { AppViewing } from '../../../lib/viewings/viewing';
import { SlotListSkeleton } from '../../../components/viewings/slot-list-skeleton';
import { SlotPicker } from '../../../components/viewings/slot-picker';

interface ProposeDialogProps {
  viewing: AppViewing;
  /** Proposes the slot; rejects when it could not (the dialog stays open). */
  onPropose: (slotId: string) => Promise<void>;
  onClose: () => void;
}

const FAILED = css({ color: 'red.700' });
const NONE = css({ color: 'fg.muted' });
const PROBLEM = css({ color: 'red.700', fontSize: 'sm', mt: '2' });

/** Propose another of the listing's open times to the buyer. */
export function ProposeDialog({ viewing, onPropose, onClose }: ProposeDialogProps) {
  const slots = useViewingSlots(viewing.propertyId);
  const [slotId, setSlotId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const others = slots.status === 'success' ? slots.data.filter((slot) => slot.id !== viewing.slotId) : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) return setProblem(VIEWING_MESSAGES.slotRequired);
    setSending(true);
    try {
      await onPropose(slotId);
      onClose();
    } catch {
      // onPropose said why (a toast).
    } finally {
      setSending(false);
    }
  };
  return (
    <FormDialog
      title="Propose another time"
      subtitle="The buyer accepts it or cancels the visit."
      submitLabel="Propose this time"
      sending={sending}
      look="md"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {slots.status === 'loading' ? <SlotListSkeleton label="Loading viewing times" /> : null}
      {slots.status === 'error' ? <p className={FAILED}>{VIEWING_MESSAGES.slotsFailed}</p> : null}
      {slots.status === 'success' && others.every((slot) => slot.status !== 'open') ? (
        <p className={NONE}>No other open time: add one on the listing's page first.</p>
      ) : (
        <SlotPicker name="proposed-slot" slots={others} value={slotId} onChange={setSlotId} label="Open times" invalid={Boolean(problem)} />
      )}
      {problem ? <p className={PROBLEM}>{problem}</p> : null}
    </FormDialog>
  );
}
