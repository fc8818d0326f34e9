import type { ReactNode } from 'react';
import { Badge, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface NotificationFrameProps {
  read: boolean;
  image: string;
  /** What kind of notification, above its title ("New listing for …", "Visit"). */
  kind: ReactNode;
  title: string;
  /** Where opening it leads. */
  to: string;
  onOpen: () => void;
  /** One line (an alert's listing title) or as many as it takes (a visit's news). */
  truncate?: boolean;
  testId?: string;
  children: ReactNode;
}

/** One notification as a list item: the listing's picture, its kind with New while unread, its title linking on, the rest below. */
export function NotificationFrame({ read, image, kind, title, to, onOpen, truncate = false, testId, children }: NotificationFrameProps) {
  return (
    <LinkBox
      as="li"
      listStyleType="none"
      bg={read ? 'white' : 'teal.50'}
      borderWidth="1px"
      borderColor={read ? 'border' : 'teal.200'}
      rounded="xl"
      p="3"
      _hover={{ shadow: 'sm' }}
      data-testid={testId}
    >
      <HStack gap="4" align="start">
        <Image src={image} alt="" w={{ base: '20', md: '28' }} h={{ base: '16', md: '20' }} objectFit="cover" rounded="lg" flexShrink="0" loading="lazy" />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" justify="space-between" align="start">
            <Text fontSize="sm" color="fg.muted">
              {kind}
            </Text>
            {read ? null : (
              <Badge colorPalette="teal" variant="solid" size="sm" flexShrink="0">
                New
              </Badge>
            )}
          </HStack>
          <LinkOverlay asChild>
            <RouterLink to={to} onClick={onOpen}>
              <Text fontWeight={read ? 'medium' : 'bold'} truncate={truncate}>
                {title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {children}
        </Stack>
      </HStack>
    </LinkBox>
  );
}
