import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { PriceRange } from '../../../components/property/price-range';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';
import type { AdminListingsProps } from './admin-listings-props';
import { usePicturesToggle } from './listing-pictures';
import { ListingState } from './listing-state';
import { LegalCheckReview } from './legal-check-review';
import { ListingTitle } from './listing-title';
import { VerdictButtons } from './verdict-buttons';

/** The table's columns (a row's panel spans them all). */
const COLUMNS = 6;

/** One listing's row, and under it, once opened, its pictures and facts across the whole table. */
function AdminListingRow({ listing, busy, onDecide, panels }: { listing: Listing; busy: boolean; onDecide: AdminListingsProps['onDecide']; panels: AdminListingsProps['panels'] }) {
  const pictures = usePicturesToggle(listing, panels);
  return (
    <>
      <Table.Row data-testid="admin-listing" data-status={listing.status} aria-label={listing.title}>
        <Table.Cell>
          <Box w="20" aspectRatio={4 / 3} rounded="md" overflow="hidden" bg="gray.200">
            <ResponsiveImage src={listing.image} alt="" sizes="80px" cover />
          </Box>
        </Table.Cell>
        <Table.Cell maxW="64">
          <Stack gap="0.5">
            <ListingTitle listing={listing} />
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {listing.location}
            </Text>
            <Box>{pictures.toggle}</Box>
          </Stack>
        </Table.Cell>
        <Table.Cell maxW="56">
          <Text lineClamp={1}>{listing.agent.name || 'Agent'}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {listing.agent.email}
          </Text>
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">
          <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="sm" />
        </Table.Cell>
        <Table.Cell>
          <Stack gap="2">
            <ListingState listing={listing} />
            <LegalCheckReview listing={listing} panels={panels} />
          </Stack>
        </Table.Cell>
        <Table.Cell>
          <VerdictButtons listing={listing} busy={busy} onDecide={(verdict) => onDecide(listing, verdict)} />
        </Table.Cell>
      </Table.Row>
      {pictures.panel ? (
        <Table.Row>
          <Table.Cell colSpan={COLUMNS}>{pictures.panel}</Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}

/** Manage properties on a wide screen: one table row per listing, the verdict buttons at its end. */
export function AdminListingTable({ listings, deciding, coolingDown, onDecide, panels }: AdminListingsProps) {
  return (
    <Box bg="white" rounded="xl" borderWidth="1px" overflowX="auto">
      <Table.Root size="sm" aria-label="Properties">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="24">Picture</Table.ColumnHeader>
            <Table.ColumnHeader>Property</Table.ColumnHeader>
            <Table.ColumnHeader>Agent</Table.ColumnHeader>
            <Table.ColumnHeader>Price range</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Verdict</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listings.map((listing) => (
            <AdminListingRow key={listing.id} listing={listing} busy={coolingDown || deciding.has(listing.id)} onDecide={onDecide} panels={panels} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
