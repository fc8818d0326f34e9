import { FiBell } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../lib/alerts/use-unread-count';
import { buttonClass } from '../static/button-style';
import { bellBadge } from './bell-badge';

const FRAME = css({ position: 'relative' });
const BELL = buttonClass({ size: 'sm', variant: 'ghost', palette: 'teal', icon: true });
// Chakra's Float at the top-end corner, 0.25rem in, centred on that point.
const FLOAT = css({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  insetBlockStart: '1',
  insetBlockEnd: 'auto',
  insetInlineStart: 'auto',
  insetInlineEnd: '1',
  translate: '50% -50%',
});
const COUNT = css({ bg: 'red.600', color: 'white', fontSize: '2xs', fontWeight: 'bold', minW: '4', h: '4', px: '1', rounded: 'full', display: 'grid', placeItems: 'center', pointerEvents: 'none' });

/** The top bar's bell: a link to the alerts with the unread count, live. */
export function NotificationBell() {
  const unread = useUnreadCount();
  const badge = unread.status === 'success' ? bellBadge(unread.data) : null;
  const label = badge ? `Notifications, ${badge} unread` : 'Notifications';
  return (
    <div className={FRAME}>
      <RouterLink to={paths.dashboard.notifications.href()} className={BELL} aria-label={label}>
        <FiBell aria-hidden />
      </RouterLink>
      {badge ? (
        <div className={FLOAT}>
          <div aria-hidden className={COUNT}>
            {badge}
          </div>
        </div>
      ) : null}
    </div>
  );
}
