import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@ark-ui/react/field';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { declineFormSchema, type DeclineForm } from '@homehaven/domain/viewings';
import { FormDialog } from '../../../components/ui/form-dialog';

interface DeclineDialogProps {
  buyerName: string;
  /** Declines with the reason; rejects when it could not (the dialog stays open, the reason kept). */
  onDecline: (reason: string) => Promise<void>;
  onClose: () => void;
}

// Chakra's field and textarea (build-time CSS); Ark's field wires the label and error as Chakra's did.
const FIELD = field({ orientation: 'vertical' });
const TEXTAREA = textarea({ size: 'md', variant: 'outline' });

/** Decline a visit: the reason is required, and the buyer reads it. */
export function DeclineDialog({ buyerName, onDecline, onClose }: DeclineDialogProps) {
  const form = useForm<DeclineForm>({
    resolver: zodResolver(declineFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onDecline(reason);
      onClose();
    } catch {
      // onDecline said why (a toast).
    }
  });
  const problem = form.formState.errors.reason?.message;
  return (
    <FormDialog
      title="Decline this visit"
      subtitle={`${buyerName || 'The buyer'} will see your reason.`}
      submitLabel="Decline visit"
      sending={form.formState.isSubmitting}
      look="sm"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(problem)} required className={FIELD.root}>
        <Field.Label className={FIELD.label}>
          Reason <Field.RequiredIndicator className={FIELD.requiredIndicator}>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea {...form.register('reason')} rows={3} maxLength={VIEWING_LIMITS.reason} className={TEXTAREA} />
        {problem ? <Field.ErrorText className={FIELD.errorText}>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}
