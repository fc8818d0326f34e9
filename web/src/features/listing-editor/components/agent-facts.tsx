import { css } from 'styled-system/css';
import { ReadOnlyField } from '../../../components/ui/read-only-field';

interface AgentFactsProps {
  name: string;
  email: string;
}

const GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '5' });

/** The agent as the listing will name them: read-only, from the signed-in user (docs/product.md §8.1 Add and update a listing). */
export function AgentFacts({ name, email }: AgentFactsProps) {
  return (
    <div className={GRID}>
      <ReadOnlyField label="Agent name" value={name} />
      <ReadOnlyField label="Agent email" value={email} />
    </div>
  );
}
