import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';

interface AgentFactsProps {
  name: string;
  email: string;
}

// Chakra's read-only field and input as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' });
const READ_ONLY = cx(input({ size: 'md', variant: 'outline' }), css({ bg: 'gray.50' }));

/** One read-only fact, labelled as Chakra's read-only Field labelled it. */
function ReadOnlyFact({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className={FIELD.root} role="group" data-readonly="">
      <label htmlFor={id} className={FIELD.label} data-readonly="">
        {label}
      </label>
      <input id={id} value={value} readOnly data-readonly="" className={READ_ONLY} />
    </div>
  );
}

/** The agent as the listing will name them: read-only, from the signed-in user (docs/product.md §8.1 Add and update a listing). */
export function AgentFacts({ name, email }: AgentFactsProps) {
  return (
    <div className={GRID}>
      <ReadOnlyFact label="Agent name" value={name} />
      <ReadOnlyFact label="Agent email" value={email} />
    </div>
  );
}
