import { FiFileText } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/static/skeleton';
import { useNewestPageView } from '../../../lib/use-newest-page-view';
import { instantToDate } from '../../../lib/firebase/documents';
import { useAccountInvoices } from '../api/use-account-invoices';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none', p: '0' });
// On a phone: the date and amount, then what it paid for and the status; wider, one line.
const ROW = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', md: '8rem 1fr 8rem 6rem' },
  gridTemplateAreas: { base: '"date amount" "what status"', md: '"date what amount status"' },
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  px: '4',
  py: '3',
  bg: 'white',
  rounded: 'lg',
  borderWidth: '1px',
  minH: '16',
});
const DATE = css({ gridArea: 'date' });
const MUTED = css({ gridArea: 'what', color: 'fg.muted', fontSize: 'sm' });
const AMOUNT = css({ gridArea: 'amount', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
const STATUS_PLACE = css({ gridArea: 'status', justifySelf: 'end' });
const STATUS = {
  paid: cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'green' }), STATUS_PLACE),
  open: cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'red' }), STATUS_PLACE),
  void: cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'gray' }), STATUS_PLACE),
} as const;
const ROW_SKELETON = css({ h: '16', rounded: 'lg' });
const HEADING = css({ fontSize: 'lg', fontWeight: 'semibold' });
const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** The account's invoices, newest first, paged, live: date, what it was for, amount and status. */
export function InvoiceList({ holder }: { holder: string }) {
  const view = useNewestPageView();
  const result = useAccountInvoices(holder, view);
  return (
    <section className={SECTION} aria-labelledby="invoices">
      <h2 id="invoices" className={HEADING}>
        {M.invoices}
      </h2>
      <PagedList
        result={result}
        view={view}
        loading={
          <div className={LIST} role="status" aria-busy="true" aria-label="Loading invoices">
            {[0, 1].map((index) => (
              <Skeleton key={index} className={ROW_SKELETON} />
            ))}
          </div>
        }
        error={{ icon: FiFileText, title: M.invoicesFailed }}
        empty={<EmptyState icon={FiFileText} title={M.invoicesEmpty} text={M.invoicesEmptyText} />}
      >
        {(invoices) => (
          <ul className={LIST} aria-label={M.invoices}>
            {invoices.map((invoice) => (
              <li key={invoice.id} className={ROW} aria-label={invoice.number}>
                <span className={DATE}>{formatDay(instantToDate(invoice.createdAt))}</span>
                <span className={MUTED}>
                  {invoice.number} · {M.reasons[invoice.reason]}
                  {invoice.planName ? ` · ${invoice.planName}` : ''}
                </span>
                <span className={AMOUNT}>{formatPrice((invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents) / 100)}</span>
                <span className={STATUS[invoice.status]}>{M.invoiceStatuses[invoice.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
