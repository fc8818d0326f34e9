import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Field } from '@ark-ui/react/field';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';
import { FormDialog } from './form-dialog';

interface ReasonDialogProps {
  title: string;
  /** Who reads the reason. */
  subtitle: string;
  submitLabel: string;
  label?: string;
  maxLength: number;
  /** The reason's check (trimmed, required, bounded), as the server checks it. */
  schema: z.ZodType<string, string>;
  /** Acts with the reason; rejects when it could not (the dialog stays open, the reason kept). */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

// Chakra's field and textarea (build-time CSS); Ark's field wires the label and error as Chakra's did.
const FIELD = field({ orientation: 'vertical' });
const TEXTAREA = textarea({ size: 'md', variant: 'outline' });

/** A decision that needs a reason the other side reads (a visit declined, an application rejected): the reason is required. */
export function ReasonDialog({ title, subtitle, submitLabel, label = 'Reason', maxLength, schema, onSubmit, onClose }: ReasonDialogProps) {
  const form = useForm<{ reason: string }, unknown, { reason: string }>({ resolver: zodResolver(z.object({ reason: schema })), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
      onClose();
    } catch {
      // onSubmit said why (a toast).
    }
  });
  const problem = form.formState.errors.reason?.message;
  return (
    <FormDialog title={title} subtitle={subtitle} submitLabel={submitLabel} sending={form.formState.isSubmitting} look="sm" onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Field.Root invalid={Boolean(problem)} required className={FIELD.root}>
        <Field.Label className={FIELD.label}>
          {label} <Field.RequiredIndicator className={FIELD.requiredIndicator}>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea {...form.register('reason')} rows={3} maxLength={maxLength} className={TEXTAREA} />
        {problem ? <Field.ErrorText className={FIELD.errorText}>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}
