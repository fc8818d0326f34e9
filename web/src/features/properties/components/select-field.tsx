import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { nativeSelect } from 'styled-system/recipes/native-select';
import { SelectChevron } from '../../../components/static/select-chevron';

/** One choice of a select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  label: string;
  /** The URL parameter it sets: a form submitted before the app starts sends it as is. */
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The search's order is large, like the location field; the filters are medium. */
  size: 'md' | 'lg';
  className?: string;
}

// Chakra's field and native select, as build-time classes (the form is in the prerendered page).
const FIELD = field({ orientation: 'vertical' });
const LABEL = cx(FIELD.label, css({ fontSize: 'sm', color: 'fg.muted' }));
const SELECT = { md: nativeSelect({ size: 'md', variant: 'outline' }), lg: nativeSelect({ size: 'lg', variant: 'outline' }) };
const WHITE = css({ bg: 'white' });

/** A labelled native select in Chakra's style: keyboard and screen readers get the browser's own control. */
export function SelectField({ label, name, value, options, onChange, size, className }: SelectFieldProps) {
  const id = useId();
  const select = SELECT[size];
  return (
    <div className={cx(FIELD.root, className)}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className={cx(select.root, WHITE)}>
        <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={select.field}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron className={select.indicator} />
      </div>
    </div>
  );
}
