import { Box, Float, IconButton } from '@chakra-ui/react';
import { FiBell } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../lib/alerts/use-unread-count';
import { bellBadge } from './bell-badge';

/** The top bar's bell: a link to the alerts with the unread count, live. */
export function NotificationBell() {
  const unread = useUnreadCount();
  const badge = unread.status === 'success' ? bellBadge(unread.data) : null;
  const label = badge ? `Notifications, ${badge} unread` : 'Notifications';
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" colorPalette="teal" size="sm" aria-label={label}>
        <RouterLink to={paths.dashboard.notifications.href()}>
          <FiBell aria-hidden />
        </RouterLink>
      </IconButton>
      {badge ? (
        <Float placement="top-end" offset="1">
          <Box aria-hidden bg="red.600" color="white" fontSize="2xs" fontWeight="bold" minW="4" h="4" px="1" rounded="full" display="grid" placeItems="center" pointerEvents="none">
            {badge}
          </Box>
        </Float>
      ) : null}
    </Box>
  );
}
