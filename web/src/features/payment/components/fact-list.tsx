import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

// Build-time classes (docs/decisions.md "Build-time styles everywhere").
const FACT = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', py: '2', borderTopWidth: '1px' });
const LABEL = css({ color: 'fg.muted', flexShrink: 0 });
const VALUE = css({ fontWeight: 'semibold', textAlign: 'end', minW: '0', overflowWrap: 'anywhere' });

/** Labelled facts, one a line, label on the left and value on the right: what is paid for, where to send the money. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl>
      {facts.map(([label, value]) => (
        <div key={label} className={FACT}>
          <dt className={LABEL}>{label}</dt>
          <dd className={VALUE}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
