import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { skeleton } from 'styled-system/recipes/skeleton';
import { formatPrice } from '@homehaven/domain/format';
import type { SalesTotal as Total } from '../../lib/sales/use-sales-total';

// Chakra's outline card in teal, as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const ROOT = cx(CARD.root, css({ mb: '6', bg: 'teal.50', borderColor: 'teal.200' }));
const BODY = cx(CARD.body, css({ p: '5' }));
const ROW = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'end', flexWrap: 'wrap', gap: '2' });
const TOTAL_BOX = css({ display: 'flex', flexDirection: 'column', gap: '0' });
const LABEL = css({ fontSize: 'sm', color: 'fg.muted' });
const TOTAL = css({ fontSize: '3xl', fontWeight: 'bold', color: 'teal.800' });
const FAILED = css({ color: 'red.700' });
// Named for assistive technology while it counts, so not the aria-hidden static Skeleton. One line of
// the total's own type (1lh at its size), so the card keeps its height when the total comes.
const COUNTING = cx(skeleton(), css({ fontSize: '3xl', h: '1lh', w: '48' }));
const MUTED = css({ color: 'fg.muted' });

/** The total sold amount and the number of sales, above a list of sales or offers; `whose` names the seller while it counts. */
export function SalesTotal({ total, whose = 'your' }: { total: Total; whose?: string }) {
  return (
    <div className={ROOT}>
      <div className={BODY}>
        <div className={ROW}>
          <div className={TOTAL_BOX}>
            <p className={LABEL}>Total sold</p>
            {total.status === 'success' ? (
              <p className={TOTAL} data-testid="sales-total">
                {formatPrice(total.value.total)}
              </p>
            ) : total.status === 'error' ? (
              <p className={FAILED}>The total could not be counted.</p>
            ) : (
              <div className={COUNTING} aria-label={`Counting ${whose} sales`} />
            )}
          </div>
          {total.status === 'success' ? (
            <p className={MUTED} data-testid="sales-count">
              {total.value.count} {total.value.count === 1 ? 'sale' : 'sales'}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
