import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { factFiltersOf, filtersSummary, type ListingFilters } from '@homehaven/domain/listing-filters';
import { LISTING_ORDER_LABELS, type ListingOrder } from '@homehaven/domain/queries/listings';
import { ALERT_MESSAGES, SAVED_SEARCH_NAME_MAX, savedSearchFormSchema, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { INVALID_BORDER } from '../../../components/static/invalid-border';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useAreaUnit } from '../../../lib/area-unit';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useSaveSearch } from '../api/use-save-search';

// Chakra's field and input as build-time classes (docs/decisions.md "Build-time styles everywhere").
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const FIELD = field({ orientation: 'vertical' });
// The red border when invalid: the same class as FormField's (already in the `site` chunk through the sign-in forms).
const INPUT = cx(input({ size: 'md', variant: 'outline' }), INVALID_BORDER);
const NOTE = css({ fontSize: 'sm', color: 'fg.muted' });

interface SaveSearchDialogProps {
  /** The search on screen: what is saved. */
  location: string;
  order: ListingOrder;
  filters: ListingFilters;
  onClose: () => void;
}

/** "Save search": a name (the location by default) and whether alerts also come by e-mail; the filters on the facts on screen are saved with it (not Featured only). */
export function SaveSearchDialog({ location, order, filters, onClose }: SaveSearchDialogProps) {
  const save = useSaveSearch();
  const [unit] = useAreaUnit();
  const [sending, setSending] = useState(false);
  const nameId = useId();
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
      subtitle={[`“${location}”`, LISTING_ORDER_LABELS[order], filtersSummary(factFiltersOf(filters), unit)].filter(Boolean).join(' · ')}
      submitLabel="Save search"
      sending={sending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <div className={STACK}>
        {/* Wired as Chakra's Field did: the label names the input, which points to its helper, or to its error when invalid. */}
        <div className={FIELD.root} data-invalid={problem ? '' : undefined}>
          <label htmlFor={nameId} className={FIELD.label}>
            Name{' '}
            <span aria-hidden className={FIELD.requiredIndicator}>
              *
            </span>
          </label>
          <input
            {...form.register('name')}
            id={nameId}
            className={INPUT}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? undefined : `${nameId}-helper`}
            aria-errormessage={problem ? `${nameId}-error` : undefined}
            data-invalid={problem ? '' : undefined}
          />
          {problem ? (
            <div id={`${nameId}-error`} className={FIELD.errorText} aria-live="polite">
              {problem}
            </div>
          ) : (
            <div id={`${nameId}-helper`} className={FIELD.helperText}>
              Shown in your alerts and saved searches.
            </div>
          )}
        </div>
        <Controller
          control={form.control}
          name="emailAlerts"
          render={({ field: emailAlerts }) => (
            <Checkbox palette="teal" checked={emailAlerts.value} onCheckedChange={emailAlerts.onChange}>
              Also e-mail me when a new listing matches
            </Checkbox>
          )}
        />
        <p className={NOTE}>New listings in this location show under the bell at the top of every page.</p>
      </div>
    </FormDialog>
  );
}
