import { css, cx } from 'styled-system/css';

const FACTS = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', fontSize: 'sm' });
const ROW = css({ display: 'contents' });
const TERM = css({ color: 'fg.muted' });
const DEFINITION = css({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** What an application holds, as terms and their values; a blank value is left out. */
export function ApplicationFacts({ facts, className }: { facts: readonly (readonly [term: string, value: string])[]; className?: string }) {
  return (
    <dl className={cx(FACTS, className)}>
      {facts
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term} className={ROW}>
            <dt className={TERM}>{term}</dt>
            <dd className={DEFINITION}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
