import { Badge } from '@chakra-ui/react';
import type { Role } from '@homehaven/domain/roles';

const PALETTE: Record<Role, string> = { user: 'gray', agent: 'teal', admin: 'purple', fraud: 'red' };
const LABEL: Record<Role, string> = { user: 'User', agent: 'Agent', admin: 'Admin', fraud: 'Fraud' };

/** A user's role as a label; a fraud user shows only this, "Fraud" (docs/product.md §9.2 Manage users). */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="solid" colorPalette={PALETTE[role]} data-testid="role-badge" data-role={role}>
      {LABEL[role]}
    </Badge>
  );
}
