import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { localTimeZone, zonedWallTime } from '@homehaven/domain/viewing-time';
import { slotFormSchema, slotProblem, type SlotForm } from '@homehaven/domain/viewings';
import { FormField } from '../../../../components/ui/form-field';
import { messageOf } from '../../../../lib/errors';
import { notifyError, notifySuccess } from '../../../../lib/toast';
import { timesOf, type AppSlot } from '../../../../lib/viewings/viewing';
import { publishSlot, removeSlot } from '../../../../lib/viewings/viewing-calls';
import { SlotTime } from '../../../../components/viewings/slot-time';

// The field and input recipes as build-time classes, as FormField draws its inputs.
const FIELD = field({ orientation: 'vertical' });
const SELECT = cx(input({ size: 'md', variant: 'outline' }), css({ appearance: 'auto', pe: '2' }));

/** The agent's times on their own listing: add one (date and time in their own zone, a length), remove an open one. */
export function SlotManager({ propertyId, slots }: { propertyId: string; slots: readonly AppSlot[] }) {
  const zone = localTimeZone();
  const lengthId = useId();
  const form = useForm<SlotForm>({
    resolver: zodResolver(slotFormSchema),
    defaultValues: { start: '', minutes: 30 },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ start, minutes }) => {
    setProblem(null);
    const from = zonedWallTime(start, zone);
    const to = new Date(from.getTime() + minutes * 60_000);
    const local = slotProblem(from, to, new Date());
    if (local) return setProblem(local);
    try {
      await publishSlot(propertyId, { start: from, end: to, timeZone: zone });
      notifySuccess(VIEWING_MESSAGES.slotPublished);
      form.reset({ start: '', minutes });
    } catch (error) {
      setProblem(messageOf(error, VIEWING_MESSAGES.slotFailed));
    }
  });
  const remove = async (slotId: string) => {
    setRemoving(slotId);
    try {
      await removeSlot(propertyId, slotId);
      notifySuccess(VIEWING_MESSAGES.slotRemoved);
    } catch (error) {
      notifyError(messageOf(error, VIEWING_MESSAGES.slotFailed));
    } finally {
      setRemoving(null);
    }
  };
  const startError = form.formState.errors.start?.message ?? problem ?? undefined;
  return (
    <Stack gap="4">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Publish a viewing time">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            Times you enter are in your time zone ({zone.replace(/_/g, ' ')}); visitors see them in theirs.
          </Text>
          <HStack gap="3" align="start" flexWrap="wrap">
            <Box flex="1" minW="56">
              <FormField label="Date and time" type="datetime-local" required error={startError} {...form.register('start')} />
            </Box>
            <div className={FIELD.root}>
              <label htmlFor={lengthId} className={FIELD.label}>
                Length
              </label>
              <select id={lengthId} className={SELECT} {...form.register('minutes', { valueAsNumber: true })}>
                {VIEWING_LIMITS.durations.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`}
                  </option>
                ))}
              </select>
            </div>
          </HStack>
          <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting} alignSelf="start">
            <FiPlus aria-hidden /> Add this time
          </Button>
        </Stack>
      </form>
      {slots.length === 0 ? (
        <Text color="fg.muted">{VIEWING_MESSAGES.noSlots}</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Your viewing times">
          {slots.map((slot) => (
            <HStack as="li" key={slot.id} listStyleType="none" gap="3" px="3" py="2" borderWidth="1px" rounded="md" bg="white">
              <Text flex="1" fontSize="sm">
                <SlotTime {...timesOf(slot)} />
              </Text>
              {slot.status === 'taken' ? (
                <Badge colorPalette="teal" variant="subtle">
                  Booked
                </Badge>
              ) : (
                <Button size="xs" variant="outline" colorPalette="red" loading={removing === slot.id} onClick={() => void remove(slot.id)} aria-label="Remove this time">
                  <FiTrash2 aria-hidden /> Remove
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
