import { Center, Heading, Text, VStack } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { ButtonLink } from './router-link';

/**
 * The 404 page (spec section 2, word for word). `reason` names what was not found (e.g. "Property
 * not found" for a listing that does not exist or is not public).
 */
export function NotFoundView({ reason }: { reason?: string }) {
  return (
    <Center flex="1" py="20" px="6">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" fontSize={{ base: '7xl', md: '9xl' }} lineHeight="1" color="teal.700" letterSpacing="tight">
          {MESSAGES.notFound.code}
        </Heading>
        {reason ? (
          <Text fontSize="xl" fontWeight="semibold" role="alert">
            {reason}
          </Text>
        ) : null}
        <Heading as="h2" size="2xl">
          {MESSAGES.notFound.title}
        </Heading>
        <Text color="fg.muted">{MESSAGES.notFound.text}</Text>
        <ButtonLink to={paths.home.href()} colorPalette="teal" size="lg" mt="2">
          {MESSAGES.notFound.home}
        </ButtonLink>
      </VStack>
    </Center>
  );
}
