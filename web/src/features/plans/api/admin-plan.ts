import type { DocumentSnapshot } from 'firebase/firestore';
import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import { defaultFreePlan, type PlanDoc } from '@homehaven/domain/plans';
import type { PageCursor } from '@homehaven/domain/queries/paging';

/** A plan as the admins' Plans screen shows it: its terms on sale and version (Stripe's ids and times left out). */
export interface AdminPlan {
  id: string;
  name: string;
  monthlyCents: number;
  yearlyCents: number;
  listingsAllowed: number;
  featuredAllowed: number;
  photosPerListing: number;
  visible: boolean;
  version: number;
  order: number;
}

/** A plan from its document (`plans/{planId}`). */
export function toAdminPlan(snapshot: DocumentSnapshot): AdminPlan {
  const { name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing, visible, version, order } = snapshot.data() as PlanDoc;
  return { id: snapshot.id, name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing, visible, version, order };
}

/** The free plan as it stands before an admin first changes it (no `plans/free` yet). */
export function defaultAdminFreePlan(): AdminPlan {
  const { name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing, visible, version, order } = defaultFreePlan(null);
  return { id: FREE_PLAN_ID, name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing, visible, version, order };
}

/** A plan's place in the list: its order (the monthly price), then its id. */
export const planCursor = (plan: AdminPlan): PageCursor => ({ value: plan.order, id: plan.id });
