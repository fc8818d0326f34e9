import { useId } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Box, Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { AMENITIES, AMENITY_LABELS, AREA_UNIT_LABELS, PROPERTY_TYPE_LABELS } from '@homehaven/domain/listing-facts';
import { FormField } from '../../../components/ui/form-field';
import type { ListingFormWithFactsInput, ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';

interface FactsFieldsProps {
  form: UseFormReturn<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>;
}

/** Two facts a row; the type takes a row of its own on a phone, an area with its unit always. */
const WIDE_ON_PHONE = { base: 'span 2', sm: 'auto' } as const;

// The field and input recipes as build-time classes, as FormField draws its inputs.
const FIELD = field({ orientation: 'vertical' });
const SELECT = cx(input({ size: 'md', variant: 'outline' }), css({ appearance: 'auto', pe: '2' }));
const ERROR = cx(FIELD.errorText, css({ mt: '0' }));

interface SelectFieldProps extends UseFormRegisterReturn {
  label: string;
  /** Each option's value and label, in order. */
  options: Readonly<Record<string, string>>;
  /** The label of an empty first option (nothing chosen), if there is one. */
  blank?: string;
  error?: string;
}

/** A native select of the form, labelled, with its inline message. */
function SelectField({ label, options, blank, error, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={FIELD.root} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={FIELD.label}>
        {label}
      </label>
      <select id={id} className={SELECT} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {blank === undefined ? null : <option value="">{blank}</option>}
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The listing's facts (docs/listings.md "Facts"), all optional: type, rooms, areas in the unit the
 * agent picks (stored in ft²), year built, parking and amenities, each with its inline message.
 */
export function FactsFields({ form }: FactsFieldsProps) {
  const errors = form.formState.errors.facts;
  const number = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const whole = { inputMode: 'numeric', autoComplete: 'off' } as const;
  const area = (name: 'area' | 'lotSize', label: string, placeholder: string) => (
    <SimpleGrid templateColumns="minmax(0, 1fr) 6rem" gap="2" alignItems="start" gridColumn="span 2">
      <FormField label={label} placeholder={placeholder} error={errors?.[name]?.value?.message} {...number} {...form.register(`facts.${name}.value`)} />
      <SelectField label="Unit" options={AREA_UNIT_LABELS} {...form.register(`facts.${name}.unit`)} />
    </SimpleGrid>
  );
  return (
    <Stack gap="5">
      <SimpleGrid columns={2} columnGap="4" rowGap="5">
        <Box gridColumn={WIDE_ON_PHONE}>
          <SelectField label="Property type" options={PROPERTY_TYPE_LABELS} blank="Not given" error={errors?.type?.message} {...form.register('facts.type')} />
        </Box>
        <FormField label="Year built" placeholder="1998" error={errors?.yearBuilt?.message} {...whole} {...form.register('facts.yearBuilt')} />
        <FormField label="Bedrooms" placeholder="3" error={errors?.bedrooms?.message} {...whole} {...form.register('facts.bedrooms')} />
        <FormField label="Bathrooms" placeholder="2.5" error={errors?.bathrooms?.message} {...number} {...form.register('facts.bathrooms')} />
        <FormField label="Parking spaces" placeholder="2" error={errors?.parking?.message} {...whole} {...form.register('facts.parking')} />
        {area('area', 'Interior area', '1850')}
        {area('lotSize', 'Lot size', '6000')}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="facts.amenities"
        render={({ field, fieldState }) => (
          <Box as="fieldset" aria-invalid={fieldState.error ? true : undefined}>
            <Text as="legend" fontWeight="medium" fontSize="sm">
              Amenities
            </Text>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" mt="2">
              {AMENITIES.map((amenity) => (
                <Checkbox.Root
                  key={amenity}
                  colorPalette="teal"
                  checked={field.value.includes(amenity)}
                  onCheckedChange={(event) => field.onChange(event.checked === true ? [...field.value, amenity] : field.value.filter((ticked) => ticked !== amenity))}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{AMENITY_LABELS[amenity]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            {fieldState.error?.message ? (
              <Text color="fg.error" fontSize="xs" mt="1">
                {fieldState.error.message}
              </Text>
            ) : null}
          </Box>
        )}
      />
    </Stack>
  );
}
