import { css } from 'styled-system/css';

interface AccountTypeChoiceProps<T extends string> {
  legend: string;
  types: readonly T[];
  value: T;
  onChange: (type: T) => void;
  labelOf: (type: T) => string;
  /** The radios' name (one group per form). */
  name?: string;
}

const GROUP = css({ borderWidth: '0', p: '0', m: '0', minW: '0' });
const LEGEND = css({ fontWeight: 'medium', fontSize: 'sm', mb: '2' });
const OPTIONS = css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(auto-fit, minmax(8rem, 1fr))' }, gap: '2' });
const OPTION = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  p: '3',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'teal.600', bg: 'teal.50' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
});
const LINE = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' });
const RADIO = css({ accentColor: 'teal.600', w: '4', h: '4' });

/** A choice of account type as labelled radio cards: native radios, so keyboard and screen readers get the browser's own control. */
export function AccountTypeChoice<T extends string>({ legend, types, value, onChange, labelOf, name = 'accountType' }: AccountTypeChoiceProps<T>) {
  return (
    <fieldset className={GROUP}>
      <legend className={LEGEND}>{legend}</legend>
      <div className={OPTIONS}>
        {types.map((type) => (
          <label key={type} className={OPTION}>
            <span className={LINE}>
              <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} className={RADIO} />
              {labelOf(type)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
