import { paths } from '../../config/paths';

/** One top-bar link. */
export interface NavItem {
  label: string;
  to: string;
}

/** Top-bar links for everyone (docs/product.md §3.1 Top bar and footer), then the one added for signed-in users. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home.href() },
  { label: 'All properties', to: paths.properties.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
];

/** Shown only when signed in. */
export const DASHBOARD_NAV: NavItem = { label: 'Dashboard', to: paths.dashboard.root.href() };
