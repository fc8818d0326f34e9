import { useEffect } from 'react';
import { FiColumns, FiPlus, FiTrash2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { COMPARE_LIMIT } from '@homehaven/domain/compare';
import { COMPARE_MESSAGES } from '@homehaven/domain/compare-view';
import { paths } from '../../config/paths';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { ButtonLink } from '../../components/static/links';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { clearCompare, refreshCompareItem, toCompareItem } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { useComparedListings } from './api/use-compared-listings';
import { useReviewSummaries } from './api/use-review-summaries';
import { CompareTable } from './components/compare-table';

const PAGE = cx(PAGE_CONTAINER['7xl'], css({ py: { base: '8', md: '12' } }));
const HEAD = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, justifyContent: 'space-between', alignItems: { md: 'end' }, gap: '4', mb: '6' });
const TITLES = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const SUMMARY = css({ color: 'fg.muted' });
const ACTIONS = css({ display: 'flex', alignItems: 'center', gap: '2' });

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
    <div className={PAGE}>
      <div className={HEAD}>
        <div className={TITLES}>
          <h1 className={TITLE}>Compare properties</h1>
          <p className={SUMMARY} aria-live="polite">
            {items.length === 0
              ? `Choose up to ${COMPARE_LIMIT} homes and see them side by side.`
              : `${items.length} of ${COMPARE_LIMIT} chosen.${items.length === 1 ? ' Add another property to compare them side by side.' : ''}`}
          </p>
        </div>
        {items.length > 0 ? (
          <div className={ACTIONS}>
            {items.length < COMPARE_LIMIT ? (
              <ButtonLink to={paths.properties.href()} variant="outline" palette="teal" size="sm">
                <FiPlus aria-hidden /> Add more
              </ButtonLink>
            ) : null}
            <Button variant="ghost" palette="red" size="sm" onClick={clearCompare}>
              <FiTrash2 aria-hidden /> Clear all
            </Button>
          </div>
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={FiColumns}
          title={COMPARE_MESSAGES.empty}
          text={COMPARE_MESSAGES.emptyText}
          action={
            <ButtonLink to={paths.properties.href()} palette="teal">
              All properties
            </ButtonLink>
          }
        />
      ) : (
        <CompareTable items={items} listingOf={listings.byId} reviewsOf={reviews.byId} onRetryListings={listings.retry} onRetryReviews={reviews.retry} />
      )}
    </div>
  );
}
