import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { FiSave } from 'react-icons/fi';
import { changesContent, contentAfterEdit } from '@homehaven/domain/listing-edit';
import { listingFormWithFactsText } from '@homehaven/domain/listing-facts-form';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { StatusBadge } from '../../components/property/status-badge';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { useAuth } from '../../lib/auth/use-auth';
import { notifyError, notifyPropertyUpdated } from '../../lib/toast';
import { useOwnListing } from './api/use-own-listing';
import { useUpdateListing } from './api/use-update-listing';
import { ListingForm, type ListingFormTexts } from './components/listing-form';
import { ResubmitNotice } from './components/resubmit-notice';
import { OwnershipDocuments } from './components/ownership-documents';
import { UpdateLoadError, UpdateNotFound, UpdateSkeleton, UpdateSold } from './components/update-states';
import type { ListingDraft } from './utils/listing-draft';
import { isEditableListing } from '@homehaven/domain/listing-policy';
import { photosAllowedOf, useBillingAccount } from '../../lib/billing/use-billing-account';

const DESCRIPTION = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });

/** Update property's wording (docs/product.md §8.1 Add and update a listing). */
const TEXTS: ListingFormTexts = {
  noImage: MESSAGES.property.imageRequired,
  uploading: MESSAGES.property.uploadInProgress,
  uploadError: MESSAGES.property.uploadErrorPending,
  uploadFailed: MESSAGES.upload.failedRetry,
  submit: 'Update property',
  submitIcon: FiSave,
};

/**
 * Update property (/dashboard/updateProperty/{id}): the agent edits their own listing, prefilled.
 * Only what changed is written; a content change of a verified listing sends it back to the admin,
 * which the form says before saving. A missing, foreign or sold listing shows why it cannot be edited.
 */
export function UpdatePropertyPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const own = useOwnListing(id);
  // The plan's photos per listing bound the gallery (docs/plans.md "Quotas").
  const slots = useBillingAccount();
  const update = useUpdateListing();
  const navigate = useNavigate();

  const frame = (content: ReactNode, status?: string) => (
    <DashboardPage
      title="Update property"
      description={
        <span className={DESCRIPTION}>
          <span>Edit your listing. A price change keeps its status; other changes are checked by an admin again.</span>
          {status ? <StatusBadge status={status} /> : null}
        </span>
      }
    >
      {content}
    </DashboardPage>
  );

  if (own.status === 'loading') return frame(<UpdateSkeleton />);
  if (own.status === 'error') return frame(<UpdateLoadError retry={own.retry} />);
  if (own.status === 'missing' || !user) return frame(<UpdateNotFound />);
  const { listing } = own;
  if (!isEditableListing(listing)) return frame(<UpdateSold />, listing.status);

  const submit = async (draft: ListingDraft) => {
    try {
      if ((await update(listing, draft)) === 'unchanged') {
        notifyError(MESSAGES.property.updateNoChange);
        return;
      }
      notifyPropertyUpdated(MESSAGES.property.updated);
      void navigate(paths.dashboard.myAddProperty.href());
    } catch (error) {
      console.error('update property', error);
      notifyError(MESSAGES.property.updateFailed);
    }
  };

  return frame(
    <>
      <ListingForm
        key={listing.id}
        defaults={listingFormWithFactsText(listing)}
        stored={listing}
        agent={{ name: user.displayName ?? '', email: user.email ?? '' }}
        texts={TEXTS}
        notice={(content) => (listing.status === 'verified' && changesContent(listing, contentAfterEdit(listing, content)) ? <ResubmitNotice /> : null)}
        photosAllowed={photosAllowedOf(slots)}
        onSubmit={submit}
      />
      <OwnershipDocuments listing={listing} />
    </>,
    listing.status,
  );
}
