import { Box, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { ButtonLink } from '../components/ui/router-link';

/** Shown when a route fails to load or render: a plain apology and a way home. */
export function ErrorScreen() {
  const error = useRouteError();
  // The details go to the console for developers; users get a friendly sentence.
  console.error('route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center minH="100vh" px="6" bg="gray.50">
      <VStack gap="4" textAlign="center" maxW="md">
        <Heading size="2xl">Something went wrong</Heading>
        <Text color="fg.muted">
          We could not show this page. Please try again in a moment, or go back to the home page.
        </Text>
        {detail ? <Box fontSize="sm" color="fg.subtle">{detail}</Box> : null}
        <ButtonLink to={paths.home.href()} colorPalette="teal">
          Back to Home
        </ButtonLink>
      </VStack>
    </Center>
  );
}
