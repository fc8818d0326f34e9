import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import type { Role } from '@homehaven/domain/roles';

const BADGE = badge({ variant: 'solid', size: 'sm' });
const PALETTE: Record<Role, string> = {
  user: css({ colorPalette: 'gray' }),
  agent: css({ colorPalette: 'teal' }),
  admin: css({ colorPalette: 'purple' }),
  fraud: css({ colorPalette: 'red' }),
};
const LABEL: Record<Role, string> = { user: 'User', agent: 'Agent', admin: 'Admin', fraud: 'Fraud' };

/** A user's role as a label; a fraud user shows only this, "Fraud" (docs/product.md §9.2 Manage users). */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cx(BADGE, PALETTE[role])} data-testid="role-badge" data-role={role}>
      {LABEL[role]}
    </span>
  );
}
