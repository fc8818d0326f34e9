import { useState } from 'react';
import { FiCalendar, FiCheck, FiClock, FiDownload, FiX } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { link } from 'styled-system/recipes/link';
import { VIEWING_STATUS_LABELS } from '@homehaven/domain/viewing-messages';
import { actionsFor } from '@homehaven/domain/viewings';
import type { ViewingSide } from '@homehaven/domain/queries/viewings';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { downloadIcs } from '../api/download-ics';
import { useChangeViewing } from '../api/use-change-viewing';
import { timesOf, type AppViewing } from '../../../lib/viewings/viewing';
import { DeclineDialog } from './decline-dialog';
import { ProposeDialog } from './propose-dialog';
import { SlotTime } from '../../../components/viewings/slot-time';
import { statusPaletteClass } from '../../../components/viewings/status-palette';

type Dialog = 'decline' | 'propose' | 'cancel' | null;

const CARD = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', gap: '3', bg: 'white', borderWidth: '1px', rounded: 'xl', p: '4' });
const TOP = css({ display: 'flex', alignItems: 'start', gap: '4' });
const PICTURE = css({ w: { base: '16', md: '24' }, h: { base: '14', md: '20' }, objectFit: 'cover', rounded: 'lg', flexShrink: '0' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' });
const TITLE_LINE = css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const TITLE = cx(link(), css({ colorPalette: 'gray', fontWeight: 'semibold', color: 'teal.700' }));
const STATUS_BADGE = badge({ variant: 'solid' });
const SMALL = css({ fontSize: 'sm' });
const CLOCK = css({ display: 'inline', mr: '4px' });
const MUTED = css({ fontSize: 'sm', color: 'fg.muted' });
const REASON = css({ fontSize: 'sm', color: 'red.700' });
const LEAD = css({ fontWeight: 'medium' });
const ACTIONS = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'end' });

/** One visit: the listing, the time in the reader's zone, the other side, its status, and what the reader may do. */
export function ViewingCard({ viewing, side, past }: { viewing: AppViewing; side: ViewingSide; past: boolean }) {
  const { busy, change } = useChangeViewing(viewing.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = past ? [] : actionsFor(side, viewing.status);
  const other = side === 'agent' ? `Buyer: ${viewing.buyerName || viewing.buyerEmail}` : `Agent: ${viewing.agentName}`;
  const ignore = () => undefined;
  return (
    <li className={CARD} data-testid="viewing" data-status={viewing.status}>
      <div className={TOP}>
        <img src={viewing.propertyImage} alt="" className={PICTURE} loading="lazy" />
        <div className={TEXTS}>
          <div className={TITLE_LINE}>
            <RouterLink to={paths.details.href(viewing.propertyId)} className={TITLE}>
              {viewing.propertyTitle}
            </RouterLink>
            <span className={cx(STATUS_BADGE, statusPaletteClass(viewing.status))}>{VIEWING_STATUS_LABELS[viewing.status]}</span>
          </div>
          <p className={SMALL}>
            <FiClock aria-hidden className={CLOCK} />
            <SlotTime {...timesOf(viewing)} />
          </p>
          <p className={MUTED}>
            {other} · {viewing.location}
          </p>
          {viewing.note ? (
            <p className={SMALL}>
              <span className={LEAD}>Note:</span> {viewing.note}
            </p>
          ) : null}
          {viewing.reason ? (
            <p className={REASON}>
              <span className={LEAD}>Reason:</span> {viewing.reason}
            </p>
          ) : null}
        </div>
      </div>
      {actions.length > 0 || viewing.status === 'confirmed' ? (
        <div className={ACTIONS}>
          {viewing.status === 'confirmed' ? (
            <Button size="sm" variant="outline" palette="teal" onClick={() => downloadIcs(viewing)}>
              <FiDownload aria-hidden /> Add to calendar (.ics)
            </Button>
          ) : null}
          {actions.includes('confirm') ? (
            <Button size="sm" palette="teal" loading={busy === 'confirm'} onClick={() => void change('confirm').catch(ignore)}>
              <FiCheck aria-hidden /> Confirm
            </Button>
          ) : null}
          {actions.includes('accept') ? (
            <Button size="sm" palette="teal" loading={busy === 'accept'} onClick={() => void change('accept').catch(ignore)}>
              <FiCheck aria-hidden /> Accept new time
            </Button>
          ) : null}
          {actions.includes('propose') ? (
            <Button size="sm" variant="outline" palette="teal" onClick={() => setDialog('propose')}>
              <FiCalendar aria-hidden /> Propose another time
            </Button>
          ) : null}
          {actions.includes('decline') ? (
            <Button size="sm" variant="outline" palette="red" onClick={() => setDialog('decline')}>
              <FiX aria-hidden /> Decline
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button size="sm" variant="outline" palette="red" onClick={() => setDialog('cancel')}>
              <FiX aria-hidden /> Cancel visit
            </Button>
          ) : null}
        </div>
      ) : null}
      {dialog === 'decline' ? <DeclineDialog buyerName={viewing.buyerName} onDecline={(reason) => change('decline', { reason })} onClose={() => setDialog(null)} /> : null}
      {dialog === 'propose' ? <ProposeDialog viewing={viewing} onPropose={(slotId) => change('propose', { slotId })} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this visit?"
        text="The agent is told, and the time is offered to others again."
        confirmLabel="Cancel visit"
        cancelLabel="Keep it"
        tone="red"
        busy={busy === 'cancel'}
        onConfirm={() => void change('cancel').then(() => setDialog(null), ignore)}
        onClose={() => setDialog(null)}
      />
    </li>
  );
}
