import { useEffect } from 'react';
import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiColumns, FiPlus, FiTrash2 } from 'react-icons/fi';
import { COMPARE_LIMIT } from '@homehaven/domain/compare';
import { COMPARE_MESSAGES } from '@homehaven/domain/compare-view';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/ui/router-link';
import { clearCompare, refreshCompareItem, toCompareItem } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { useComparedListings } from './api/use-compared-listings';
import { useReviewSummaries } from './api/use-review-summaries';
import { CompareTable } from './components/compare-table';

/** Property comparison (/compare): the compare tray's listings side by side, live, with remove. Public. */
export function ComparePage() {
  const items = useCompareTray();
  const ids = items.map((item) => item.id);
  const listings = useComparedListings(ids);
  const reviews = useReviewSummaries(ids);

  // The tray's thumbnails follow the listings: a new title, picture or price replaces the copy kept.
  const loaded = items.map((item) => listings.byId(item.id));
  useEffect(() => {
    for (const state of loaded) {
      if (state.status === 'available') refreshCompareItem(toCompareItem(state.listing));
    }
  });

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }} gap="4" mb="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Compare properties
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {items.length === 0
              ? `Choose up to ${COMPARE_LIMIT} homes and see them side by side.`
              : `${items.length} of ${COMPARE_LIMIT} chosen.${items.length === 1 ? ' Add another property to compare them side by side.' : ''}`}
          </Text>
        </Stack>
        {items.length > 0 ? (
          <HStack gap="2">
            {items.length < COMPARE_LIMIT ? (
              <ButtonLink to={paths.properties.href()} variant="outline" colorPalette="teal" size="sm">
                <FiPlus aria-hidden /> Add more
              </ButtonLink>
            ) : null}
            <Button variant="ghost" colorPalette="red" size="sm" onClick={clearCompare}>
              <FiTrash2 aria-hidden /> Clear all
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {items.length === 0 ? (
        <EmptyState
          icon={FiColumns}
          title={COMPARE_MESSAGES.empty}
          text={COMPARE_MESSAGES.emptyText}
          action={
            <ButtonLink to={paths.properties.href()} colorPalette="teal">
              All properties
            </ButtonLink>
          }
        />
      ) : (
        <CompareTable items={items} listingOf={listings.byId} reviewsOf={reviews.byId} onRetryListings={listings.retry} onRetryReviews={reviews.retry} />
      )}
    </Container>
  );
}
