import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SAVED_SEARCH_NAME_MAX, savedSearchNameSchema } from '@homehaven/domain/saved-searches';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';

interface RenameDialogProps {
  name: string;
  /** Saves the new name; rejects when it could not (the dialog stays open). */
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Rename a saved search: the name alone, under the save form's rule. */
export function RenameDialog({ name, onRename, onClose }: RenameDialogProps) {
  const form = useForm<{ name: string }>({ resolver: zodResolver(savedSearchNameSchema), defaultValues: { name } });
  const [sending, setSending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      await onRename(values.name);
      onClose();
    } catch {
      // onRename said why (a toast); keep the dialog so the name is not lost.
    } finally {
      setSending(false);
    }
  });
  const problem = form.formState.errors.name?.message;
  return (
    <FormDialog title="Rename saved search" submitLabel="Rename" sending={sending} look="sm" onSubmit={(event) => void submit(event)} onClose={onClose}>
      <FormField label="Name" required error={problem} {...form.register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
    </FormDialog>
  );
}
