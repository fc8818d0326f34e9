import { paths } from '../../../config/paths';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import { ButtonLink } from '../../../components/static/links';
import { offerStateOf } from '../utils/offer-state';

/**
 * "Make an offer": the offer page with the listing's id in the URL (a reload still works) and the
 * entry's listing copy as navigation state (shown at once). No icon, so it fits beside "View details"
 * on the card's one footer row.
 */
export function MakeOfferLink({ entry }: { entry: WishlistEntry }) {
  return (
    <ButtonLink to={paths.dashboard.offerPage.href(entry.propertyId)} state={offerStateOf(entry)} size="sm" palette="teal" aria-label={`Make an offer on ${entry.propertyName}`}>
      Make an offer
    </ButtonLink>
  );
}
