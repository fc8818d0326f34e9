import { FiDollarSign, FiLock } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { listingCopy } from '@homehaven/domain/documents';
import { paths, type OfferPageState } from '../../../config/paths';
import type { Listing } from '../../../lib/firebase/documents';
import { ButtonLink } from '../../../components/static/links';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';

const SOLD = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', py: '2', rounded: 'md', bg: 'gray.100', color: 'gray.700', fontWeight: 'semibold' });
const LOCK = icon();
const FULL_WIDTH = css({ w: 'full' });

/**
 * The way into the buyer's offer flow: "Make an offer" for a buyer, "Sold" once an offer was accepted.
 * The offer page gets the listing as its navigation state and its id in the URL (so a reload works).
 */
export function OfferEntry({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  if (isSoldListing(listing)) {
    return (
      <div className={SOLD} data-testid="sold">
        <FiLock className={LOCK} aria-hidden /> <p>{LISTING_STATE_LABELS.sold}</p>
      </div>
    );
  }
  if (!isBuyer) return null;
  const state: OfferPageState = listingCopy(listing.id, listing);
  return (
    <ButtonLink to={paths.dashboard.offerPage.href(listing.id)} state={state} palette="teal" className={FULL_WIDTH}>
      <FiDollarSign aria-hidden /> Make an offer
    </ButtonLink>
  );
}
