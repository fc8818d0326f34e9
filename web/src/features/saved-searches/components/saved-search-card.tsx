import { Box, Button, HStack, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { FiEdit2, FiSearch, FiTrash2 } from 'react-icons/fi';
import { formatDay } from '@homehaven/domain/format';
import { filtersSummary } from '@homehaven/domain/listing-filters';
import { LISTING_ORDER_LABELS } from '@homehaven/domain/queries/listings';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/router-link';
import { useAreaUnit } from '../../../lib/area-unit';
import { instantToDate } from '../../../lib/firebase/documents';
import { listingsParams } from '../../../lib/listings/listings-params';
import type { SavedSearch } from '../api/saved-search';

/** The All properties address that runs a saved search again: its location, order and filters. */
export function runSearchHref(search: Pick<SavedSearch, 'location' | 'order' | 'filters'>): string {
  const params = listingsParams({ search: search.location, order: search.order, filters: search.filters });
  return `${paths.properties.href()}?${params.toString()}`;
}

interface SavedSearchCardProps {
  search: SavedSearch;
  busy: boolean;
  onRename: () => void;
  onDelete: () => void;
  onEmailAlerts: (on: boolean) => void;
}

/** One saved search: its name, what it looks for, Run, Rename, Delete and the e-mail switch. */
export function SavedSearchCard({ search, busy, onRename, onDelete, onEmailAlerts }: SavedSearchCardProps) {
  const headingId = `saved-search-${search.id}`;
  const [unit] = useAreaUnit();
  const summary = filtersSummary(search.filters, unit);
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" rounded="xl" p={{ base: 4, md: 5 }} aria-labelledby={headingId}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="md" id={headingId} truncate>
            {search.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            “{search.location}” · {LISTING_ORDER_LABELS[search.order]} · saved {formatDay(instantToDate(search.createdAt))}
          </Text>
          {summary ? (
            <Text fontSize="sm" data-testid="saved-search-filters">
              {summary}
            </Text>
          ) : null}
          <Switch.Root size="sm" colorPalette="teal" mt="2" checked={search.emailAlerts} disabled={busy} onCheckedChange={(event) => onEmailAlerts(event.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="sm">E-mail alerts</Switch.Label>
          </Switch.Root>
        </Stack>
        <HStack gap="2" flexWrap="wrap" align="start">
          <ButtonLink to={runSearchHref(search)} size="sm" colorPalette="teal" aria-label={`Run ${search.name}`}>
            <FiSearch aria-hidden /> Run
          </ButtonLink>
          <Button size="sm" variant="outline" onClick={onRename} disabled={busy} aria-label={`Rename ${search.name}`}>
            <FiEdit2 aria-hidden /> Rename
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={`Delete ${search.name}`}>
            <FiTrash2 aria-hidden /> Delete
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
