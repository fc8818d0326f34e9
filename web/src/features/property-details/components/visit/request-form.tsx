import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { viewingRequestFormSchema, type ViewingRequestForm } from '@homehaven/domain/viewings';
import { messageOf } from '../../../../lib/errors';
import { notifySuccess } from '../../../../lib/toast';
import type { AppSlot } from '../../../../lib/viewings/viewing';
import { requestViewing } from '../../../../lib/viewings/viewing-calls';
import { SlotPicker } from '../../../../components/viewings/slot-picker';

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
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="medium" id={`${errorId}-label`}>
            Choose a time
          </Text>
          <Controller
            control={form.control}
            name="slotId"
            render={({ field }) => (
              <SlotPicker name="slot" slots={slots} value={field.value} onChange={field.onChange} label="Available times" invalid={Boolean(slotError)} describedBy={slotError ? errorId : undefined} />
            )}
          />
          {slotError ? (
            <Text id={errorId} color="red.700" fontSize="sm">
              {slotError}
            </Text>
          ) : null}
        </Stack>
        <Field.Root invalid={Boolean(noteError)}>
          <Field.Label>Note for the agent (optional)</Field.Label>
          <Textarea {...form.register('note')} rows={3} maxLength={VIEWING_LIMITS.note} placeholder="Anything the agent should know?" />
          {noteError ? <Field.ErrorText>{noteError}</Field.ErrorText> : null}
        </Field.Root>
        {refusal ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {refusal}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting} alignSelf="start">
          <FiCalendar aria-hidden /> Request this visit
        </Button>
      </Stack>
    </form>
  );
}
