import type { IconType } from 'react-icons';
import { paths } from '../../../config/paths';
import { LuBellRing, LuCreditCard, LuCrown, LuFilePlus, LuMessagesSquare, LuUserCheck } from 'react-icons/lu';

/** One card of the "why HomeHaven" grid. */
export interface WhyItem {
  title: string;
  description: string;
  icon: IconType;
  /** Where to read more, when a page says it (the plans: Pricing). */
  link?: { to: string; label: string };
}

/**
 * The features grid: the marketing points of docs/product.md §1 Purpose (favourites, saved searches with e-mail alerts, an
 * inbox, user types with manual approval, membership plans, paid submissions, card and wire payment).
 * Descriptive text: the product now does some of these (saved searches with alerts, messages), not the others.
 */
export const WHY_HOMEHAVEN: readonly WhyItem[] = [
  {
    title: 'Favourites and saved searches',
    description: 'Keep the homes you love in one place and get an e-mail alert when a new listing matches a saved search.',
    icon: LuBellRing,
  },
  {
    title: 'A message inbox',
    description: 'Every conversation with agents and buyers stays in one inbox, so no question gets lost.',
    icon: LuMessagesSquare,
  },
  {
    title: 'An account for every role',
    description: 'Join as a user, agent, developer or agency; every account is approved by hand before it goes live.',
    icon: LuUserCheck,
  },
  {
    title: 'Membership plans',
    description: 'Pick the membership plan that matches how many properties you list and how you like to sell.',
    icon: LuCrown,
    link: { to: paths.pricing.href(), label: 'Compare the plans' },
  },
  {
    title: 'Paid submissions',
    description: 'List a single property with a one-off paid submission when a plan is more than you need.',
    icon: LuFilePlus,
  },
  {
    title: 'Card or wire transfer',
    description: 'Pay by card or by wire transfer, whichever suits you and your bank.',
    icon: LuCreditCard,
  },
];
