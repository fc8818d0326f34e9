import { Center, Icon, Text, VStack } from '@chakra-ui/react';
import { FiClock } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';

/** Honest placeholder for routes whose page arrives with a later issue. */
export function NotAvailable() {
  return (
    <Center minH="40vh">
      <VStack gap="3" textAlign="center" color="fg.muted">
        <Icon as={FiClock} boxSize="10" color="teal.500" />
        <Text fontSize="lg" fontWeight="medium" color="fg">
          {MESSAGES.shell.notYetAvailable}
        </Text>
      </VStack>
    </Center>
  );
}
