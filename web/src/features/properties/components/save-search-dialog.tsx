import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { filtersSummary, type ListingFilters } from '@homehaven/domain/listing-filters';
import { LISTING_ORDER_LABELS, type ListingOrder } from '@homehaven/domain/queries/listings';
import { ALERT_MESSAGES, SAVED_SEARCH_NAME_MAX, savedSearchFormSchema, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useAreaUnit } from '../../../lib/area-unit';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useSaveSearch } from '../api/use-save-search';

interface SaveSearchDialogProps {
  /** The search on screen: what is saved. */
  location: string;
  order: ListingOrder;
  filters: ListingFilters;
  onClose: () => void;
}

/** "Save search": a name (the location by default) and whether alerts also come by e-mail; the filters on screen are saved with it. */
export function SaveSearchDialog({ location, order, filters, onClose }: SaveSearchDialogProps) {
  const save = useSaveSearch();
  const [unit] = useAreaUnit();
  const [sending, setSending] = useState(false);
  const form = useForm<SavedSearchForm>({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: { name: location.slice(0, SAVED_SEARCH_NAME_MAX), location, order, emailAlerts: true },
  });

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      await save(values, filters);
      notifySuccess(ALERT_MESSAGES.saved);
      onClose();
    } catch (error) {
      console.error('save search', error);
      notifyError(ALERT_MESSAGES.saveFailed);
    } finally {
      setSending(false);
    }
  });

  const { errors } = form.formState;
  const problem = errors.name?.message ?? errors.location?.message;
  return (
    <FormDialog
      title="Save this search"
      subtitle={[`“${location}”`, LISTING_ORDER_LABELS[order], filtersSummary(filters, unit)].filter(Boolean).join(' · ')}
      submitLabel="Save search"
      sending={sending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack gap="5">
        <Field.Root invalid={Boolean(problem)} required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input {...form.register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>Shown in your alerts and saved searches.</Field.HelperText>}
        </Field.Root>
        <Controller
          control={form.control}
          name="emailAlerts"
          render={({ field }) => (
            <Checkbox.Root colorPalette="teal" checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Also e-mail me when a new listing matches</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Text fontSize="sm" color="fg.muted">
          New listings in this location show under the bell at the top of every page.
        </Text>
      </Stack>
    </FormDialog>
  );
}
