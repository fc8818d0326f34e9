import { css } from 'styled-system/css';
import { paths } from '../../../config/paths';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { TextLink } from '../../../components/static/links';
import type { Listing } from '../../../lib/firebase/documents';

const TITLE = css({ fontWeight: 'semibold', lineClamp: 2 });

/** The listing's title: a link to its details page when the public can see it, plain text otherwise. */
export function ListingTitle({ listing }: { listing: Listing }) {
  return (
    <span className={TITLE} title={listing.title}>
      {isPublicListing(listing) ? (
        <TextLink to={paths.details.href(listing.id)} state={{ status: listing.status }}>
          {listing.title}
        </TextLink>
      ) : (
        listing.title
      )}
    </span>
  );
}
