import { css } from 'styled-system/css';

// Build-time classes (docs/decisions.md "Build-time styles everywhere").
const TOTAL = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const TOTAL_LABEL = css({ fontWeight: 'semibold' });
const TOTAL_AMOUNT = css({ fontWeight: 'bold', fontSize: '2xl', color: 'teal.700' });

/** The amount the buyer pays, large, with what it is ("Amount to pay", "Amount to send"). */
export function AmountLine({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <div className={TOTAL}>
      <p className={TOTAL_LABEL}>{label}</p>
      <p className={TOTAL_AMOUNT} data-testid={testId}>
        {amount}
      </p>
    </div>
  );
}
