import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Center, Icon, Text, VStack } from '@chakra-ui/react';

interface EmptyStateProps {
  icon: IconType;
  /** The spec's words where it has them ("No bought properties yet."). */
  title: string;
  text?: ReactNode;
  /** A way on: a link or a retry button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing (or could not load): an icon, a line, a way on. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Center py="16" px="4" bg="white" rounded="xl" borderWidth="1px">
      <VStack gap="3" textAlign="center" maxW="md">
        <Icon as={icon} boxSize="10" color="teal.500" aria-hidden />
        <Text fontSize="lg" fontWeight="semibold">
          {title}
        </Text>
        {text ? <Text color="fg.muted">{text}</Text> : null}
        {action}
      </VStack>
    </Center>
  );
}
