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

/**
 * Add Property (/dashboard/addProperty): the agent lists a property; it is stored pending until an
 * admin verifies it, and the agent goes on to My Added Properties.
 */
export function AddPropertyPage() {
  const { user } = useAuth();
  const add = useAddListing();
  const navigate = useNavigate();
  // Areas are typed in the unit the agent reads them in (they may switch per field).
  const [unit] = useAreaUnit();
  if (!user) return null;

  const submit = async (draft: ListingDraft) => {
    try {
      await add(draft);
      notifySuccess(MESSAGES.property.added);
      void navigate(paths.dashboard.myAddProperty.href());
    } catch (error) {
      console.error('add property', error);
      notifyError(MESSAGES.property.addFailed);
    }
  };

  return (
    <DashboardPage title="Add property" description="List a property for sale. An admin verifies it before buyers can see it.">
      <ListingForm defaults={emptyListingFormWithFacts(unit)} stored={null} agent={{ name: user.displayName ?? '', email: user.email ?? '' }} texts={TEXTS} onSubmit={submit} />
    </DashboardPage>
  );
}
