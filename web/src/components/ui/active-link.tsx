import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { NavLink } from 'react-router';

interface ActiveLinkProps extends Omit<LinkProps, 'onClick'> {
  to: string;
  children: ReactNode;
  /** Styles while the link's page is open. */
  activeStyle: Record<string, string>;
  onNavigate?: () => void;
}

/** A navigation link that styles itself while its page is open (exact match). */
export function ActiveLink({ to, children, activeStyle, onNavigate, ...link }: ActiveLinkProps) {
  return (
    <Link asChild rounded="md" fontWeight="medium" _hover={{ textDecoration: 'none' }} css={{ '&[aria-current=page]': activeStyle }} {...link}>
      <NavLink to={to} end onClick={onNavigate}>
        {children}
      </NavLink>
    </Link>
  );
}
