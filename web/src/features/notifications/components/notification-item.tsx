import { Badge, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { formatDay } from '@homehaven/domain/format';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PriceRange } from '../../../components/property/price-range';
import { instantToDate } from '../../../lib/firebase/documents';
import type { AppNotification } from '../api/notification';

/** One alert: the listing that matched and the search it matched; opening it marks it read. */
export function NotificationItem({ alert, onOpen }: { alert: AppNotification; onOpen: () => void }) {
  return (
    <LinkBox as="li" listStyleType="none" bg={alert.read ? 'white' : 'teal.50'} borderWidth="1px" borderColor={alert.read ? 'border' : 'teal.200'} rounded="xl" p="3" _hover={{ shadow: 'sm' }}>
      <HStack gap="4" align="start">
        <Image src={alert.propertyImage} alt="" w={{ base: '20', md: '28' }} h={{ base: '16', md: '20' }} objectFit="cover" rounded="lg" flexShrink="0" loading="lazy" />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" justify="space-between" align="start">
            <Text fontSize="sm" color="fg.muted">
              New listing for “{alert.searchName}”
            </Text>
            {alert.read ? null : (
              <Badge colorPalette="teal" variant="solid" size="sm" flexShrink="0">
                New
              </Badge>
            )}
          </HStack>
          <LinkOverlay asChild>
            <RouterLink to={paths.details.href(alert.propertyId)} onClick={onOpen}>
              <Text fontWeight={alert.read ? 'medium' : 'bold'} truncate>
                {alert.propertyTitle}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" truncate>
            {alert.location}
          </Text>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <PriceRange minimum={alert.MinimumPrice} maximum={alert.MaximumPrice} size="sm" />
            <Text asChild fontSize="xs" color="fg.muted">
              <time dateTime={instantToDate(alert.createdAt).toISOString()}>{formatDay(instantToDate(alert.createdAt))}</time>
            </Text>
          </HStack>
        </Stack>
      </HStack>
    </LinkBox>
  );
}
