import { HStack, Text } from '@chakra-ui/react';
import { formatDay } from '@homehaven/domain/format';
import { paths } from '../../../config/paths';
import { PriceRange } from '../../../components/property/price-range';
import { instantToDate } from '../../../lib/firebase/documents';
import type { AlertNotification } from '../api/notification';
import { NotificationFrame } from './notification-frame';

/** One alert: the listing that matched and the search it matched; opening it marks it read. */
export function NotificationItem({ alert, onOpen }: { alert: AlertNotification; onOpen: () => void }) {
  return (
    <NotificationFrame
      read={alert.read}
      image={alert.propertyImage}
      kind={<>New listing for “{alert.searchName}”</>}
      title={alert.propertyTitle}
      to={paths.details.href(alert.propertyId)}
      onOpen={onOpen}
      truncate
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        {alert.location}
      </Text>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <PriceRange minimum={alert.MinimumPrice} maximum={alert.MaximumPrice} size="sm" />
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={instantToDate(alert.createdAt).toISOString()}>{formatDay(instantToDate(alert.createdAt))}</time>
        </Text>
      </HStack>
    </NotificationFrame>
  );
}
