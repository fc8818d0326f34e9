import { Text } from '@chakra-ui/react';
import { paths } from '../../../config/paths';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { TextLink } from '../../../components/ui/router-link';
import type { Listing } from '../../../lib/firebase/documents';

/** The listing's title: a link to its details page when the public can see it, plain text otherwise. */
export function ListingTitle({ listing }: { listing: Listing }) {
  return (
    <Text as="span" fontWeight="semibold" lineClamp={2} title={listing.title}>
      {isPublicListing(listing) ? (
        <TextLink to={paths.details.href(listing.id)} state={{ status: listing.status }}>
          {listing.title}
        </TextLink>
      ) : (
        listing.title
      )}
    </Text>
  );
}
