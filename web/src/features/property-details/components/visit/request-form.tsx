import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FiCalendar } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { viewingRequestFormSchema, type ViewingRequestForm } from '@homehaven/domain/viewings';
import { messageOf } from '../../../../lib/errors';
import { notifySuccess } from '../../../../lib/toast';
import type { AppSlot } from '../../../../lib/viewings/viewing';
import { requestViewing } from '../../../../lib/viewings/viewing-calls';
import { Button } from '../../../../components/ui/button';
import { SlotPicker } from '../../../../components/viewings/slot-picker';
import { TextareaField } from '../../../../components/ui/textarea-field';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const CHOICE = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const CHOOSE = css({ fontWeight: 'medium' });
const PROBLEM = css({ color: 'red.700', fontSize: 'sm' });
const SUBMIT = css({ alignSelf: 'start' });

/** The buyer's request: one of the published times and an optional note; a refusal (a time just taken) shows inline. */
export function RequestForm({ propertyId, slots }: { propertyId: string; slots: readonly AppSlot[] }) {
  const form = useForm<ViewingRequestForm>({
    resolver: zodResolver(viewingRequestFormSchema),
    defaultValues: { slotId: '', note: '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const slotError = form.formState.errors.slotId?.message;
  const noteError = form.formState.errors.note?.message;
  const errorId = useId();
  const submit = form.handleSubmit(async ({ slotId, note }) => {
    setRefusal(null);
    try {
      await requestViewing(propertyId, slotId, note);
      notifySuccess(VIEWING_MESSAGES.requested);
    } catch (error) {
      setRefusal(messageOf(error, VIEWING_MESSAGES.requestFailed));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request a visit">
      <div className={FORM}>
        <div className={CHOICE}>
          <p className={CHOOSE} id={`${errorId}-label`}>
            Choose a time
          </p>
          <Controller
            control={form.control}
            name="slotId"
            render={({ field }) => (
              <SlotPicker name="slot" slots={slots} value={field.value} onChange={field.onChange} label="Available times" invalid={Boolean(slotError)} describedBy={slotError ? errorId : undefined} />
            )}
          />
          {slotError ? (
            <p id={errorId} className={PROBLEM}>
              {slotError}
            </p>
          ) : null}
        </div>
        <TextareaField label="Note for the agent (optional)" error={noteError} {...form.register('note')} rows={3} maxLength={VIEWING_LIMITS.note} placeholder="Anything the agent should know?" />
        {refusal ? (
          <p role="alert" className={PROBLEM}>
            {refusal}
          </p>
        ) : null}
        <Button type="submit" palette="teal" loading={form.formState.isSubmitting} className={SUBMIT}>
          <FiCalendar aria-hidden /> Request this visit
        </Button>
      </div>
    </form>
  );
}
