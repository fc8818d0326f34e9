import { NavLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import type { NavItem } from './nav-items';

interface NavLinkListProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
  /** Layout (row on desktop, column in the drawer). */
  className: string;
}

// Chakra's link look (medium weight, rounded), muted until hovered; teal on a light wash while its page is open.
const LINK = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  outline: 'none',
  focusVisibleRing: 'outside',
  _hover: { color: 'teal.700', bg: 'teal.50', textDecoration: 'none' },
  '&[aria-current=page]': { color: 'teal.700', bg: 'teal.50' },
});

/** The top-bar links, highlighted when their page is open (exact match). */
export function NavLinkList({ items, onNavigate, className }: NavLinkListProps) {
  return (
    <nav aria-label="Main" className={cx(className)}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end onClick={onNavigate} className={LINK}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
