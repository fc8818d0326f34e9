import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { localTimeZone, zonedWallTime } from '@homehaven/domain/viewing-time';
import { slotFormSchema, slotProblem, type SlotForm } from '@homehaven/domain/viewings';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { messageOf } from '../../../../lib/errors';
import { notifyError, notifySuccess } from '../../../../lib/toast';
import { timesOf, type AppSlot } from '../../../../lib/viewings/viewing';
import { publishSlot, removeSlot } from '../../../../lib/viewings/viewing-calls';
import { SlotTime } from '../../../../components/viewings/slot-time';

// The field and input recipes as build-time classes, as FormField draws its inputs.
const FIELD = field({ orientation: 'vertical' });
const SELECT = cx(input({ size: 'md', variant: 'outline' }), css({ appearance: 'auto', pe: '2' }));
const MANAGER = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FORM = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const ZONE = css({ fontSize: 'sm', color: 'fg.muted' });
const FIELDS = css({ display: 'flex', alignItems: 'start', gap: '3', flexWrap: 'wrap' });
const WHEN = css({ flex: '1', minW: '56' });
const ADD = css({ alignSelf: 'start' });
const MUTED = css({ color: 'fg.muted' });
const LIST = css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0', p: '0' });
const ITEM = css({ display: 'flex', alignItems: 'center', listStyleType: 'none', gap: '3', px: '3', py: '2', borderWidth: '1px', rounded: 'md', bg: 'white' });
const TIME = css({ flex: '1', fontSize: 'sm' });
const BOOKED = cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'teal' }));

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
    <div className={MANAGER}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Publish a viewing time">
        <div className={FORM}>
          <p className={ZONE}>Times you enter are in your time zone ({zone.replace(/_/g, ' ')}); visitors see them in theirs.</p>
          <div className={FIELDS}>
            <div className={WHEN}>
              <FormField label="Date and time" type="datetime-local" required error={startError} {...form.register('start')} />
            </div>
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
          </div>
          <Button type="submit" palette="teal" loading={form.formState.isSubmitting} className={ADD}>
            <FiPlus aria-hidden /> Add this time
          </Button>
        </div>
      </form>
      {slots.length === 0 ? (
        <p className={MUTED}>{VIEWING_MESSAGES.noSlots}</p>
      ) : (
        <ul className={LIST} aria-label="Your viewing times">
          {slots.map((slot) => (
            <li key={slot.id} className={ITEM}>
              <p className={TIME}>
                <SlotTime {...timesOf(slot)} />
              </p>
              {slot.status === 'taken' ? (
                <span className={BOOKED}>Booked</span>
              ) : (
                <Button size="xs" variant="outline" palette="red" loading={removing === slot.id} onClick={() => void remove(slot.id)} aria-label="Remove this time">
                  <FiTrash2 aria-hidden /> Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
