import { useNavigate } from 'react-router';
import { FiPlus } from 'react-icons/fi';
import { emptyListingFormWithFacts } from '@homehaven/domain/listing-facts-form';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { useAreaUnit } from '../../lib/area-unit';
import { useAuth } from '../../lib/auth/use-auth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useAddListing } from './api/use-add-listing';
import { photosAllowedOf, useBillingAccount, type BillingAccountState } from '../../lib/billing/use-billing-account';
import { ListingSlotsNotice } from './components/listing-slots-notice';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { slotForNewListing } from '@homehaven/domain/listing-slots';
import { ListingForm, type ListingFormTexts } from './components/listing-form';
import type { ListingDraft } from './utils/listing-draft';

/** Add Property's wording (docs/product.md §8.1 Add and update a listing). */
const TEXTS: ListingFormTexts = {
  noImage: MESSAGES.property.noImage,
  uploading: MESSAGES.property.uploadInProgress,
  uploadError: MESSAGES.property.noImage,
  uploadFailed: MESSAGES.upload.failed,
  submit: 'Add property',
  submitIcon: FiPlus,
};

/** Why the rules refused a new listing, when its plan has no slot left (the notice above the form says it too). */
function refusalOf(slots: BillingAccountState): string | null {
  const { account } = slots;
  if (account.status !== 'ready') return null;
  if (account.account === null) return PLAN_MESSAGES.noAccount;
  if (slotForNewListing(account.account) !== null) return null;
  return quotaFullMessage(account.account.listingsAllowed, slots.agencyPlan);
}

/**
 * Add Property (/dashboard/addProperty): the agent lists a property; it is stored pending until an
 * admin verifies it, and the agent goes on to My Added Properties. Each listing takes a slot of the
 * plan covering the agent (docs/plans.md "Quotas"), shown above the form, or a paid submission
 * once the plan is full ("Paid submissions").
 */
export function AddPropertyPage() {
  const { user } = useAuth();
  const slots = useBillingAccount();
  const add = useAddListing(slots.holder);
  const navigate = useNavigate();
  // Areas are typed in the unit the agent reads them in (they may switch per field).
  const [unit] = useAreaUnit();
  if (!user) return null;

  const submit = async (draft: ListingDraft) => {
    // A plan's slot while any is free, else a paid submission; with neither the rules refuse, and the notice says why.
    const slot = slots.account.status === 'ready' && slots.account.account ? slotForNewListing(slots.account.account) : null;
    try {
      await add(draft, slot ?? 'plan');
      notifySuccess(MESSAGES.property.added);
      void navigate(paths.dashboard.myAddProperty.href());
    } catch (error) {
      console.error('add property', error);
      notifyError(refusalOf(slots) ?? MESSAGES.property.addFailed);
    }
  };

  return (
    <DashboardPage title="Add property" description="List a property for sale. An admin verifies it before buyers can see it.">
      <ListingSlotsNotice slots={slots} payer={{ name: user.displayName ?? '', email: user.email ?? '' }} />
      <ListingForm
        defaults={emptyListingFormWithFacts(unit)}
        stored={null}
        agent={{ name: user.displayName ?? '', email: user.email ?? '' }}
        texts={TEXTS}
        photosAllowed={photosAllowedOf(slots)}
        onSubmit={submit}
      />
    </DashboardPage>
  );
}
