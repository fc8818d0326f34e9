import { Stack, type StackProps } from '@chakra-ui/react';
import { ActiveLink } from '../../components/ui/active-link';
import type { NavItem } from './nav-items';

interface NavLinkListProps extends StackProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

const ACTIVE = { color: 'teal.700', bg: 'teal.50' };

/** The top-bar links, highlighted when active; laid out by the caller (row on desktop, column in the drawer). */
export function NavLinkList({ items, onNavigate, ...stack }: NavLinkListProps) {
  return (
    <Stack as="nav" aria-label="Main" {...stack}>
      {items.map((item) => (
        <ActiveLink key={item.to} to={item.to} onNavigate={onNavigate} activeStyle={ACTIVE} px="3" py="2" color="fg.muted" _hover={{ color: 'teal.700', bg: 'teal.50' }}>
          {item.label}
        </ActiveLink>
      ))}
    </Stack>
  );
}
