import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router';
import type { ListingOrder } from '@homehaven/domain/queries/listings';
import { paths } from '../../config/paths';
import { TextLink } from '../../components/ui/router-link';
import { neighbourViews } from '../../lib/page-url';
import { listingsViewSearch, readListingsView } from './api/listings-url';
import { usePublicListings } from './api/use-public-listings';
import { ListingResults } from './components/listing-results';
import { Pager } from '../../components/ui/pager';
import { SearchForm } from './components/search-form';
import { SaveSearchButton } from './components/save-search-button';

/** All properties (/properties): search by location, order by price, paged with cursors, all in the URL. */
export function PropertiesPage() {
  const [params, setParams] = useSearchParams();
  const view = readListingsView(params);
  const result = usePublicListings(view);
  const here = paths.properties.href();
  const firstPage = { search: view.search, order: view.order };

  // Paging back may land on the first listings (some were removed meanwhile): show the real first page.
  if (result.status === 'success' && view.before && !result.data.previous) {
    return <Navigate to={`${here}${listingsViewSearch(firstPage)}`} replace />;
  }

  const search = (text: string) => setParams(listingsViewSearch({ search: text || null, order: view.order }));
  const order = (next: ListingOrder) => setParams(listingsViewSearch({ search: view.search, order: next }));
  const page = result.status === 'success' ? result.data : null;
  const neighbours = page ? neighbourViews(view, page) : null;

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          All properties
        </Heading>
        <Text color="fg.muted">Verified homes from trusted agents. Search a city or neighbourhood, and order by price.</Text>
      </Stack>
      <Box mb="6">
        <SearchForm key={view.search ?? ''} search={view.search} order={view.order} onSearch={search} onOrder={order} />
      </Box>
      <HStack justify="space-between" mb="4" minH="6" aria-live="polite">
        <Heading as="h2" color="fg.muted" fontSize="sm" fontWeight="normal">
          {view.search ? <>Results for “{view.search}”</> : 'Every verified listing'}
          {view.page > 1 ? ` · page ${view.page}` : ''}
        </Heading>
        {view.search ? (
          <HStack gap="4">
            <TextLink to={here + listingsViewSearch({ order: view.order })} fontSize="sm">
              Clear search
            </TextLink>
            <SaveSearchButton location={view.search} order={view.order} />
          </HStack>
        ) : null}
      </HStack>
      {result.status === 'success' ? (
        <ListingResults status="success" listings={result.data.items} />
      ) : result.status === 'error' ? (
        <ListingResults status="error" onRetry={result.retry} />
      ) : (
        <ListingResults status="loading" />
      )}
      {page ? (
        <Pager
          page={view.page}
          previous={neighbours?.previous ? here + listingsViewSearch({ ...firstPage, ...neighbours.previous }) : null}
          next={neighbours?.next ? here + listingsViewSearch({ ...firstPage, ...neighbours.next }) : null}
        />
      ) : null}
    </Container>
  );
}
