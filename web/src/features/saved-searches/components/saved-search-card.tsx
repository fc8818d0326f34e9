import { Switch } from '@ark-ui/react/switch';
import { FiEdit2, FiSearch, FiTrash2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { swittch } from 'styled-system/recipes/swittch';
import { formatDay } from '@homehaven/domain/format';
import { filtersSummary } from '@homehaven/domain/listing-filters';
import { LISTING_ORDER_LABELS } from '@homehaven/domain/queries/listings';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/static/links';
import { useAreaUnit } from '../../../lib/area-unit';
import { instantToDate } from '../../../lib/firebase/documents';
import { listingsParams } from '../../../lib/listings/listings-params';
import type { SavedSearch } from '../api/saved-search';
import { SAVED_SEARCH_BOX, SAVED_SEARCH_LAYOUT } from './saved-search-card-layout';

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

const ROOT = cx(SAVED_SEARCH_BOX, css({ listStyleType: 'none' }));
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const TITLE = cx(heading({ size: 'md' }), css({ truncate: true }));
const WHAT = css({ color: 'fg.muted', fontSize: 'sm' });
const FILTERS = css({ fontSize: 'sm' });
// Chakra's small switch in teal, as build-time classes on Ark UI's switch (docs/decisions.md "Build-time styles everywhere").
const SWITCH = swittch({ size: 'sm' });
const SWITCH_ROOT = cx(SWITCH.root, css({ colorPalette: 'teal', mt: '2' }));
const SWITCH_LABEL = cx(SWITCH.label, css({ fontSize: 'sm' }));
const ACTIONS = css({ display: 'flex', alignItems: 'start', gap: '2', flexWrap: 'wrap' });

/** One saved search: its name, what it looks for, Run, Rename, Delete and the e-mail switch. */
export function SavedSearchCard({ search, busy, onRename, onDelete, onEmailAlerts }: SavedSearchCardProps) {
  const headingId = `saved-search-${search.id}`;
  const [unit] = useAreaUnit();
  const summary = filtersSummary(search.filters, unit);
  return (
    <li className={ROOT} aria-labelledby={headingId}>
      <div className={SAVED_SEARCH_LAYOUT}>
        <div className={TEXTS}>
          <h2 className={TITLE} id={headingId}>
            {search.name}
          </h2>
          <p className={WHAT}>
            “{search.location}” · {LISTING_ORDER_LABELS[search.order]} · saved {formatDay(instantToDate(search.createdAt))}
          </p>
          {summary ? (
            <p className={FILTERS} data-testid="saved-search-filters">
              {summary}
            </p>
          ) : null}
          <Switch.Root className={SWITCH_ROOT} checked={search.emailAlerts} disabled={busy} onCheckedChange={(event) => onEmailAlerts(event.checked)}>
            <Switch.HiddenInput />
            <Switch.Control className={SWITCH.control}>
              <Switch.Thumb className={SWITCH.thumb} />
            </Switch.Control>
            <Switch.Label className={SWITCH_LABEL}>E-mail alerts</Switch.Label>
          </Switch.Root>
        </div>
        <div className={ACTIONS}>
          <ButtonLink to={runSearchHref(search)} size="sm" palette="teal" aria-label={`Run ${search.name}`}>
            <FiSearch aria-hidden /> Run
          </ButtonLink>
          <Button size="sm" variant="outline" onClick={onRename} disabled={busy} aria-label={`Rename ${search.name}`}>
            <FiEdit2 aria-hidden /> Rename
          </Button>
          <Button size="sm" variant="outline" palette="red" onClick={onDelete} disabled={busy} aria-label={`Delete ${search.name}`}>
            <FiTrash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
