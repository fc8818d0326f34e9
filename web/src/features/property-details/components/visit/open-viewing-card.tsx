import { FiCalendar } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { VIEWING_STATUS_LABELS } from '@homehaven/domain/viewing-messages';
import { paths } from '../../../../config/paths';
import { ButtonLink } from '../../../../components/static/links';
import { timesOf, type AppViewing } from '../../../../lib/viewings/viewing';
import { SlotTime } from '../../../../components/viewings/slot-time';
import { statusPaletteClass } from '../../../../components/viewings/status-palette';

const CARD = css({ display: 'flex', flexDirection: 'column', gap: '3', borderWidth: '1px', rounded: 'lg', p: '4', bg: 'teal.50', borderColor: 'teal.200' });
const HEAD = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const TITLE = css({ fontWeight: 'semibold' });
const NOTE = css({ fontSize: 'sm', color: 'fg.muted' });
const LINK = css({ alignSelf: 'start' });
const BADGE = badge({ variant: 'solid', size: 'sm' });

/** The buyer's open visit of this listing, shown instead of the request form. */
export function OpenViewingCard({ viewing }: { viewing: AppViewing }) {
  return (
    <div className={CARD} data-testid="open-viewing">
      <div className={HEAD}>
        <p className={TITLE}>Your visit</p>
        <span className={cx(BADGE, statusPaletteClass(viewing.status))}>{VIEWING_STATUS_LABELS[viewing.status]}</span>
      </div>
      <p>
        <SlotTime {...timesOf(viewing)} />
      </p>
      <p className={NOTE}>{viewing.status === 'proposed' ? 'The agent proposed this time: accept or cancel it in Viewings.' : 'Follow it, or cancel it, in your Viewings.'}</p>
      <ButtonLink to={paths.dashboard.viewings.href()} palette="teal" variant="outline" size="sm" className={LINK}>
        <FiCalendar aria-hidden /> Your viewings
      </ButtonLink>
    </div>
  );
}
