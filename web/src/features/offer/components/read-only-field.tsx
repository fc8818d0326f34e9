import { useId } from 'react';
import { FIELD, READ_ONLY_INPUT } from './offer-field-style';

/** A labelled value the offer will record as shown, read-only (Chakra's read-only Field, wired by hand). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className={FIELD.root} role="group" data-readonly="">
      <label htmlFor={id} className={FIELD.label} data-readonly="">
        {label}
      </label>
      <input id={id} className={READ_ONLY_INPUT} value={value} readOnly data-readonly="" />
    </div>
  );
}
