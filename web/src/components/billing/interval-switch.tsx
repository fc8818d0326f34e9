import { css, cx } from 'styled-system/css';
import { PRICING_MESSAGES as M, type BillingInterval } from '@homehaven/domain/pricing';

const GROUP = css({ display: 'inline-flex', p: '1', gap: '1', bg: 'gray.100', rounded: 'full' });
const OPTION = css({
  px: '4',
  py: '1.5',
  rounded: 'full',
  fontWeight: 'medium',
  fontSize: 'sm',
  cursor: 'pointer',
  color: 'gray.700',
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
});
const CHOSEN = cx(OPTION, css({ bg: 'white', color: 'gray.900', shadow: 'sm' }));

interface IntervalSwitchProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** Monthly or yearly prices: two toggle buttons in a labelled group (the pressed one is the prices shown). */
export function IntervalSwitch({ value, onChange }: IntervalSwitchProps) {
  const options: readonly { interval: BillingInterval; label: string }[] = [
    { interval: 'month', label: M.monthly },
    { interval: 'year', label: M.yearly },
  ];
  return (
    <div role="group" aria-label={M.interval} className={GROUP}>
      {options.map(({ interval, label }) => (
        <button key={interval} type="button" aria-pressed={value === interval} className={value === interval ? CHOSEN : OPTION} onClick={() => onChange(interval)}>
          {label}
        </button>
      ))}
    </div>
  );
}
