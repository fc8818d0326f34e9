import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft } from 'react-icons/fi';
import { paths } from '../../../config/paths';
import { ButtonLink, TextLink } from '../../../components/ui/router-link';

interface ThreadHeaderProps {
  propertyId: string;
  propertyTitle: string;
  propertyImage: string;
  /** The person the viewer writes to. */
  otherName: string;
  /** The listing's title links to its details page: only while it is public. */
  linked: boolean;
}

/** Above a thread: back to the list (phone only: on desktop the list is beside it), the listing and the other person. */
export function ThreadHeader({ propertyId, propertyTitle, propertyImage, otherName, linked }: ThreadHeaderProps) {
  return (
    <HStack gap="3" px={{ base: 3, md: 4 }} py="3" borderBottomWidth="1px" bg="white">
      <ButtonLink to={paths.dashboard.messages.href()} variant="ghost" size="sm" hideFrom="lg" aria-label="All messages" px="2">
        <FiArrowLeft aria-hidden />
      </ButtonLink>
      <Image src={propertyImage} alt="" boxSize="11" objectFit="cover" rounded="md" flexShrink={0} />
      <Stack gap="0" minW="0">
        <Text as="h2" fontWeight="semibold" truncate>
          {otherName}
        </Text>
        {linked ? (
          <TextLink to={paths.details.href(propertyId)} fontSize="sm" truncate display="block">
            {propertyTitle}
          </TextLink>
        ) : (
          <Text fontSize="sm" color="fg.muted" truncate data-testid="listing-unlinked">
            {propertyTitle}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
