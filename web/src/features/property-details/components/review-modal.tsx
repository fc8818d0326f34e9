import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'styled-system/css';
import { RATING, TEXT_LIMITS } from '@homehaven/domain/constants';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { reviewSchema, type ReviewInput } from '@homehaven/domain/review-schema';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { StarInput } from './star-input';
import { TextareaField } from '../../../components/ui/textarea-field';

const FIELDS = css({ display: 'flex', flexDirection: 'column', gap: '5' });

interface ReviewModalProps {
  open: boolean;
  onClose: () => void;
  propertyTitle: string;
  submit: (review: ReviewInput) => Promise<void>;
}

/** The review form in a dialog: five stars (5 by default) and a required comment (docs/product.md §6.3 Property details). */
export function ReviewModal({ open, onClose, propertyTitle, submit }: ReviewModalProps) {
  const form = useForm<ReviewInput>({ resolver: zodResolver(reviewSchema), defaultValues: { rating: RATING.default, comment: '' } });
  const [sending, setSending] = useState(false);

  const send = form.handleSubmit(async (review) => {
    setSending(true);
    try {
      await submit(review);
      notifySuccess(REVIEW_MESSAGES.submitted);
      form.reset();
      onClose();
    } catch (error) {
      console.error('review submit', error);
      notifyError(REVIEW_MESSAGES.submitFailed);
    } finally {
      setSending(false);
    }
  });

  const commentError = form.formState.errors.comment?.message;
  return (
    <FormDialog open={open} title="Write a review" subtitle={propertyTitle} submitLabel="Submit review" sending={sending} onSubmit={(event) => void send(event)} onClose={onClose}>
      <div className={FIELDS}>
        <Controller control={form.control} name="rating" render={({ field }) => <StarInput name="rating" value={field.value} onChange={field.onChange} />} />
        <TextareaField label="Comment" required error={commentError} {...form.register('comment')} rows={5} maxLength={TEXT_LIMITS.comment} placeholder="What did you like? What could be better?" />
      </div>
    </FormDialog>
  );
}
