import { css } from 'styled-system/css';

interface ChoiceCardsProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  labelOf: (option: T) => string;
  /** A line under an option's label, when it needs saying what it means. */
  hintOf?: (option: T) => string;
  /** The radios' name (one group per form). */
  name: string;
  /** Held while what was chosen is under way (a payment running). */
  disabled?: boolean;
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
  '&:has(input:disabled)': { cursor: 'not-allowed' },
  '&:has(input:checked)': { borderColor: 'teal.600', bg: 'teal.50' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
});
const LINE = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' });
const RADIO = css({ accentColor: 'teal.600', w: '4', h: '4' });
const HINT = css({ fontSize: 'sm', color: 'fg.muted' });

/** A choice of one option as labelled radio cards: native radios, so keyboard and screen readers get the browser's own control. */
export function ChoiceCards<T extends string>({ legend, options, value, onChange, labelOf, hintOf, name, disabled }: ChoiceCardsProps<T>) {
  return (
    <fieldset className={GROUP} disabled={disabled}>
      <legend className={LEGEND}>{legend}</legend>
      <div className={OPTIONS}>
        {options.map((option) => (
          <label key={option} className={OPTION}>
            <span className={LINE}>
              <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className={RADIO} />
              {labelOf(option)}
            </span>
            {hintOf ? <span className={HINT}>{hintOf(option)}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
