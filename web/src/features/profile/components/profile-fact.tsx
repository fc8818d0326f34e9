import { css } from 'styled-system/css';

const FACT = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const LABEL = css({ fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wider', color: 'fg.muted' });
const VALUE = css({ fontWeight: 'medium', wordBreak: 'break-all' });

/** One labelled line of the profile card. */
export function ProfileFact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={FACT}>
      <p className={LABEL}>{label}</p>
      <p className={VALUE} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
