import { useId } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { AMENITIES, AMENITY_LABELS, AREA_UNIT_LABELS, PROPERTY_TYPE_LABELS } from '@homehaven/domain/listing-facts';
import { FormField } from '../../../components/ui/form-field';
import type { ListingFormWithFactsInput, ListingFormWithFactsValues } from '@homehaven/domain/listing-facts-form';
import { Checkbox } from '../../../components/ui/checkbox';

interface FactsFieldsProps {
  form: UseFormReturn<ListingFormWithFactsInput, unknown, ListingFormWithFactsValues>;
}

// The field and input recipes as build-time classes, as FormField draws its inputs.
const FIELD = field({ orientation: 'vertical' });
const SELECT = cx(input({ size: 'md', variant: 'outline' }), css({ appearance: 'auto', pe: '2' }));
const ERROR = cx(FIELD.errorText, css({ mt: '0' }));
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const GRID = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '4', rowGap: '5' });
/** Two facts a row; the type takes a row of its own on a phone, an area with its unit always. */
const WIDE_ON_PHONE = css({ gridColumn: { base: 'span 2', sm: 'auto' } });
const AREA = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 6rem', gap: '2', alignItems: 'start', gridColumn: 'span 2' });
const LEGEND = css({ fontWeight: 'medium', fontSize: 'sm' });
const AMENITIES_GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '2', mt: '2' });
const AMENITIES_ERROR = css({ color: 'fg.error', fontSize: 'xs', mt: '1' });

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
    <div className={AREA}>
      <FormField label={label} placeholder={placeholder} error={errors?.[name]?.value?.message} {...number} {...form.register(`facts.${name}.value`)} />
      <SelectField label="Unit" options={AREA_UNIT_LABELS} {...form.register(`facts.${name}.unit`)} />
    </div>
  );
  return (
    <div className={STACK}>
      <div className={GRID}>
        <div className={WIDE_ON_PHONE}>
          <SelectField label="Property type" options={PROPERTY_TYPE_LABELS} blank="Not given" error={errors?.type?.message} {...form.register('facts.type')} />
        </div>
        <FormField label="Year built" placeholder="1998" error={errors?.yearBuilt?.message} {...whole} {...form.register('facts.yearBuilt')} />
        <FormField label="Bedrooms" placeholder="3" error={errors?.bedrooms?.message} {...whole} {...form.register('facts.bedrooms')} />
        <FormField label="Bathrooms" placeholder="2.5" error={errors?.bathrooms?.message} {...number} {...form.register('facts.bathrooms')} />
        <FormField label="Parking spaces" placeholder="2" error={errors?.parking?.message} {...whole} {...form.register('facts.parking')} />
        {area('area', 'Interior area', '1850')}
        {area('lotSize', 'Lot size', '6000')}
      </div>
      <Controller
        control={form.control}
        name="facts.amenities"
        render={({ field, fieldState }) => (
          <fieldset aria-invalid={fieldState.error ? true : undefined}>
            <legend className={LEGEND}>Amenities</legend>
            <div className={AMENITIES_GRID}>
              {AMENITIES.map((amenity) => (
                <Checkbox
                  key={amenity}
                  palette="teal"
                  checked={field.value.includes(amenity)}
                  onCheckedChange={(checked) => field.onChange(checked ? [...field.value, amenity] : field.value.filter((ticked) => ticked !== amenity))}
                  onBlur={field.onBlur}
                >
                  {AMENITY_LABELS[amenity]}
                </Checkbox>
              ))}
            </div>
            {fieldState.error?.message ? <p className={AMENITIES_ERROR}>{fieldState.error.message}</p> : null}
          </fieldset>
        )}
      />
    </div>
  );
}
