import { NavLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge as badgeRecipe } from 'styled-system/recipes/badge';
import { icon } from 'styled-system/recipes/icon';
import { link as linkRecipe } from 'styled-system/recipes/link';
import type { SidebarLink } from './role-links';

// Chakra's link, as a full-width row on the dark sidebar, teal while its page is open.
const LINK = cx(
  linkRecipe(),
  css({
    display: 'flex',
    w: 'full',
    gap: '3',
    px: '3',
    py: '2.5',
    rounded: 'lg',
    fontWeight: 'medium',
    color: 'gray.300',
    _hover: { bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' },
    '&[aria-current=page]': { bg: 'teal.700', color: 'white' },
  }),
);
const ICON = cx(icon(), css({ boxSize: '4' }));
const BADGE = cx(badgeRecipe({ variant: 'solid' }), css({ colorPalette: 'red', rounded: 'full', ms: 'auto' }));
const VISUALLY_HIDDEN = css({ srOnly: true });

interface SidebarNavLinkProps {
  link: SidebarLink;
  onNavigate?: () => void;
  /** An unread count to show beside the label ("3", "9+"), or nothing. */
  badge?: string | null;
}

/** A sidebar entry, highlighted while its page is open (exact match), with an unread count when it has one. */
export function SidebarNavLink({ link, onNavigate, badge }: SidebarNavLinkProps) {
  const Icon = link.icon;
  return (
    <NavLink to={link.to} end onClick={onNavigate} className={LINK}>
      <Icon className={ICON} aria-hidden />
      {link.label}
      {badge ? (
        <span className={BADGE} data-testid="sidebar-unread">
          <span aria-hidden>{badge}</span>
          <span className={VISUALLY_HIDDEN}>, {badge} unread</span>
        </span>
      ) : null}
    </NavLink>
  );
}
