import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';
import type { ListingFormWithFactsInput, ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import { FormField } from '../../../components/ui/form-field';
import { INVALID_BORDER } from '../../../components/static/invalid-border';

interface ListingTextFieldsProps {
  form: UseFormReturn<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>;
}

// Chakra's field, input and textarea as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const TEXTAREA = cx(textarea({ size: 'md', variant: 'outline' }), INVALID_BORDER);
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const PRICES = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' });

/**
 * The listing's typed fields: title, location, both prices (typed as text, checked as amounts) and
 * Details, each with its inline message. No `maxLength`: an over-long paste is named, not cut short.
 */
export function ListingTextFields({ form }: ListingTextFieldsProps) {
  const { errors } = form.formState;
  const price = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const detailsId = useId();
  const detailsError = errors.Details?.message;
  // As Chakra's Field wired it: the helper text describes the textarea; an error replaces it.
  const describedBy = detailsError ? `${detailsId}-error` : `${detailsId}-helper`;
  return (
    <div className={STACK}>
      <FormField label="Title" required placeholder="Sunny family house with a garden" error={errors.title?.message} {...form.register('title')} />
      <FormField label="Location" required placeholder="Lakeview, Ohio" error={errors.location?.message} {...form.register('location')} />
      <div className={PRICES}>
        <FormField label="Minimum price (USD)" required placeholder="250000" error={errors.MinimumPrice?.message} {...price} {...form.register('MinimumPrice')} />
        <FormField label="Maximum price (USD)" required placeholder="300000" error={errors.MaximumPrice?.message} {...price} {...form.register('MaximumPrice')} />
      </div>
      <div className={FIELD.root} role="group" data-invalid={detailsError ? '' : undefined}>
        <label htmlFor={detailsId} className={FIELD.label} data-required="">
          Details
          <span aria-hidden className={FIELD.requiredIndicator}>
            *
          </span>
        </label>
        <textarea
          id={detailsId}
          required
          rows={6}
          placeholder="Rooms, size, condition, what is nearby…"
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={describedBy}
          data-invalid={detailsError ? '' : undefined}
          className={TEXTAREA}
          {...form.register('Details')}
        />
        {detailsError ? (
          <div id={`${detailsId}-error`} className={FIELD.errorText} aria-live="polite">
            {detailsError}
          </div>
        ) : (
          <div id={`${detailsId}-helper`} className={FIELD.helperText}>
            Buyers read this on the property's page.
          </div>
        )}
      </div>
    </div>
  );
}
