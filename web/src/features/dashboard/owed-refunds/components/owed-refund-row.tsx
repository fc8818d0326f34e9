import { FiRefreshCw } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { formatPrice } from '@homehaven/domain/format';
import { formatDayTime } from '@homehaven/domain/format-time';
import { REFUND_REASON_TEXT } from '@homehaven/domain/refunds';
import { Button } from '../../../../components/ui/button';
import { instantToDate } from '../../../../lib/firebase/documents';
import { useRetryRefund } from '../api/retry-refund';
import type { OwedRefund } from '../api/use-owed-refunds';
import { REFUND_ROW_LAYOUT } from './owed-refund-row-layout';

const ROOT = card({ variant: 'outline' }).root;
const FACTS = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' });
const TITLE_LINE = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const TITLE = cx(heading({ size: 'md' }), css({ lineClamp: 1 }));
const AMOUNT = css({ fontWeight: 'bold', color: 'teal.700' });
const SMALL = css({ fontSize: 'sm' });
const IDS = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' });
const MUTED = css({ fontSize: 'sm', color: 'fg.muted' });
const ERROR = css({ fontSize: 'sm', color: 'red.700', lineClamp: 2 });
// Chakra's loading button with a loading text: its spinner (the text's size, the text's colour), then the text.
const RETRY = css({ flexShrink: 0, alignSelf: { base: 'flex-start', md: 'center' } });

/**
 * One refund still owed: the listing and amount, why it is owed, the offer and payment it belongs to,
 * how often it was tried, what Stripe last answered, when the next automatic attempt is, and Retry now
 * (disabled while its call is out). It stacks on a phone and lines up on wide screens.
 */
export function OwedRefundRow({ refund }: { refund: OwedRefund }) {
  const { retry, running } = useRetryRefund(refund.paymentIntentId);
  const title = refund.propertyTitle || `Offer ${refund.offerId}`;
  return (
    <li className={ROOT} aria-label={title} data-testid="owed-refund">
      <div className={REFUND_ROW_LAYOUT}>
        <div className={FACTS}>
          <div className={TITLE_LINE}>
            <h3 className={TITLE} title={title}>
              {title}
            </h3>
            {refund.amount === undefined ? null : (
              <p className={AMOUNT} data-testid="owed-refund-amount">
                {formatPrice(refund.amount)}
              </p>
            )}
          </div>
          <p className={SMALL}>{REFUND_REASON_TEXT[refund.reason] ?? refund.reason}</p>
          <p className={IDS}>
            Offer {refund.offerId} · Payment {refund.paymentIntentId}
          </p>
          <p className={MUTED}>
            Attempts: {refund.attempts} · Next automatic attempt: {refund.nextAttemptAt ? formatDayTime(instantToDate(refund.nextAttemptAt)) : 'not scheduled'}
          </p>
          {refund.lastError ? (
            <p className={ERROR} title={refund.lastError} data-testid="owed-refund-error">
              Last error: {refund.lastError}
            </p>
          ) : null}
        </div>
        <Button size="sm" palette="teal" className={RETRY} loading={running} loadingText="Retrying" onClick={() => void retry()} aria-label={`Retry now: the refund for ${title}`}>
          <FiRefreshCw aria-hidden /> Retry now
        </Button>
      </div>
    </li>
  );
}
