import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { VIEWING_STATUS_LABELS } from '@homehaven/domain/viewing-messages';
import { paths } from '../../../../config/paths';
import { ButtonLink } from '../../../../components/ui/router-link';
import { timesOf, type AppViewing } from '../../../../lib/viewings/viewing';
import { SlotTime } from '../../../../components/viewings/slot-time';
import { statusPalette } from '../../../../components/viewings/status-palette';

/** The buyer's open visit of this listing, shown instead of the request form. */
export function OpenViewingCard({ viewing }: { viewing: AppViewing }) {
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="teal.50" borderColor="teal.200" data-testid="open-viewing">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">Your visit</Text>
        <Badge colorPalette={statusPalette(viewing.status)} variant="solid">
          {VIEWING_STATUS_LABELS[viewing.status]}
        </Badge>
      </HStack>
      <Text>
        <SlotTime {...timesOf(viewing)} />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {viewing.status === 'proposed' ? 'The agent proposed this time: accept or cancel it in Viewings.' : 'Follow it, or cancel it, in your Viewings.'}
      </Text>
      <ButtonLink to={paths.dashboard.viewings.href()} colorPalette="teal" variant="outline" size="sm" alignSelf="start">
        <FiCalendar aria-hidden /> Your viewings
      </ButtonLink>
    </Stack>
  );
}
