import { Button, HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { FiCheckCircle, FiEdit2, FiTrash2 } from 'react-icons/fi';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/router-link';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';

interface ListingActionsProps {
  id: string;
  title: string;
  /** A sold listing cannot be deleted (the server refuses it): a Sold label takes Delete's place. */
  sold: boolean;
  /** A delete is running: every Delete waits. */
  busy: boolean;
  onDelete: () => void;
}

/**
 * Update and Delete, on a row of their own under the card's details link or status label, so every
 * card keeps the same outline whatever its status.
 */
export function ListingActions({ id, title, sold, busy, onDelete }: ListingActionsProps) {
  return (
    <HStack w="full" gap="2">
      <ButtonLink to={paths.dashboard.updateProperty.href(id)} size="sm" variant="outline" colorPalette="teal" flex="1" aria-label={`Update ${title}`}>
        <FiEdit2 aria-hidden /> Update
      </ButtonLink>
      {sold ? (
        <HStack flex="1" justify="center" gap="1.5" h="9" rounded="md" bg="gray.100" fontSize="sm" color="fg.muted" title="A sold property cannot be deleted" data-testid="sold-note">
          <Icon as={FiCheckCircle} aria-hidden />
          <Text>
            {LISTING_STATE_LABELS.sold}
            <VisuallyHidden>, so it cannot be deleted</VisuallyHidden>
          </Text>
        </HStack>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" flex="1" disabled={busy} onClick={onDelete} aria-label={`Delete ${title}`}>
          <FiTrash2 aria-hidden /> Delete
        </Button>
      )}
    </HStack>
  );
}
