import type { IconType } from 'react-icons';
import {
  FiBell,
  FiBookmark,
  FiCalendar,
  FiCheckSquare,
  FiCreditCard,
  FiDollarSign,
  FiHeart,
  FiHome,
  FiInbox,
  FiList,
  FiMessageSquare,
  FiPlusSquare,
  FiShoppingBag,
  FiStar,
  FiTag,
  FiUserCheck,
  FiUsers,
  FiBriefcase,
} from 'react-icons/fi';
import type { Role } from '@homehaven/domain/roles';
import { paths } from '../../../config/paths';

/** One sidebar link. */
export interface SidebarLink {
  label: string;
  to: string;
  icon: IconType;
}

const d = paths.dashboard;

/** Each role's sidebar links (docs/product.md §3.2 Dashboard layout); fraud users have none. */
export const ROLE_LINKS: Record<Role, readonly SidebarLink[]> = {
  user: [
    { label: 'Wishlist', to: d.wishlist.href(), icon: FiHeart },
    { label: 'Property Bought', to: d.propertyBought.href(), icon: FiShoppingBag },
    { label: 'My Reviews', to: d.myReviews.href(), icon: FiStar },
    { label: 'Professional account', to: d.application.href(), icon: FiBriefcase },
  ],
  agent: [
    { label: 'Add Property', to: d.addProperty.href(), icon: FiPlusSquare },
    { label: 'My Added Properties', to: d.myAddProperty.href(), icon: FiList },
    { label: 'Sold Properties', to: d.soldProperties.href(), icon: FiDollarSign },
    { label: 'Requested Properties', to: d.requested.href(), icon: FiInbox },
    { label: 'Billing', to: d.billing.href(), icon: FiCreditCard },
  ],
  admin: [
    { label: 'Manage Properties', to: d.manageProperties.href(), icon: FiCheckSquare },
    { label: 'Manage Users', to: d.manageUsers.href(), icon: FiUsers },
    { label: 'Manage Reviews', to: d.manageReviews.href(), icon: FiStar },
    { label: 'Approvals', to: d.approvals.href(), icon: FiUserCheck },
    { label: 'Plans', to: d.plans.href(), icon: FiTag },
  ],
  fraud: [],
};

/** An agency's team (docs/accounts.md "Agencies"): approved agencies only, after the agent's links. */
export const AGENCY_LINK: SidebarLink = { label: 'My agency', to: d.agency.href(), icon: FiUsers };

/** Messages with agents: buyers and agents only (admins are not participants), after the role's links, with the unread count. */
export const MESSAGES_LINK: SidebarLink = { label: 'Messages', to: d.messages.href(), icon: FiMessageSquare };
export const MESSAGING_ROLES: readonly Role[] = ['user', 'agent'];

/** Viewings: buyers' visits and agents' visits of their listings (docs/decisions.md "Viewings"), after the role's links. */
export const VIEWINGS_LINK: SidebarLink = { label: 'Viewings', to: d.viewings.href(), icon: FiCalendar };
export const VIEWING_ROLES: readonly Role[] = ['user', 'agent'];

/** Saved searches and their alerts (with the unread count, NotificationsNavLink): every role, after the role's links. */
export const SAVED_SEARCHES_LINK: SidebarLink = { label: 'Saved searches', to: d.savedSearches.href(), icon: FiBookmark };
export const NOTIFICATIONS_LINK: SidebarLink = { label: 'Notifications', to: d.notifications.href(), icon: FiBell };

/** Links every signed-in user has, after the role's. */
export const COMMON_LINKS: readonly SidebarLink[] = [{ label: 'Dashboard Home', to: d.root.href(), icon: FiHome }];
