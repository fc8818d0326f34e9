import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';

// Chakra's read-only field and input (md, outline, greyed) as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const READ_ONLY_INPUT = cx(input({ size: 'md', variant: 'outline' }), css({ bg: 'gray.50' }));

/** A labelled value shown as it will be recorded, read-only (Chakra's read-only Field, wired by hand). */
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
