import type { UseFormReturn } from 'react-hook-form';
import { Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { ListingFormWithFactsInput, ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import { FormField } from '../../../components/ui/form-field';

interface ListingTextFieldsProps {
  form: UseFormReturn<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>;
}

/**
 * The listing's typed fields: title, location, both prices (typed as text, checked as amounts) and
 * Details, each with its inline message. No `maxLength`: an over-long paste is named, not cut short.
 */
export function ListingTextFields({ form }: ListingTextFieldsProps) {
  const { errors } = form.formState;
  const price = { inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <Stack gap="5">
      <FormField label="Title" required placeholder="Sunny family house with a garden" error={errors.title?.message} {...form.register('title')} />
      <FormField label="Location" required placeholder="Lakeview, Ohio" error={errors.location?.message} {...form.register('location')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label="Minimum price (USD)" required placeholder="250000" error={errors.MinimumPrice?.message} {...price} {...form.register('MinimumPrice')} />
        <FormField label="Maximum price (USD)" required placeholder="300000" error={errors.MaximumPrice?.message} {...price} {...form.register('MaximumPrice')} />
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.Details)} required>
        <Field.Label>
          Details
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea {...form.register('Details')} rows={6} placeholder="Rooms, size, condition, what is nearby…" />
        {errors.Details?.message ? <Field.ErrorText>{errors.Details.message}</Field.ErrorText> : <Field.HelperText>Buyers read this on the property's page.</Field.HelperText>}
      </Field.Root>
    </Stack>
  );
}
