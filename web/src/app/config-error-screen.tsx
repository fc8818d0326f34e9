import { Box, Center, Heading, Text, VStack } from '@chakra-ui/react';

/**
 * Shown instead of the app when the build lacks required settings (a deploy without
 * web/.env.production.local): it says what is wrong rather than leaving a blank page.
 */
export function ConfigErrorScreen({ missing }: { missing: readonly string[] }) {
  return (
    <Center as="main" minH="100vh" px="6" bg="gray.50">
      <VStack gap="4" maxW="lg" textAlign="left" align="stretch">
        <Heading as="h1" size="2xl">
          HomeHaven is not configured
        </Heading>
        <Text>This copy of the site was built without settings it needs, so it cannot start. Missing:</Text>
        <Box as="ul" ps="5" listStyleType="disc" data-testid="missing-config">
          {missing.map((name) => (
            <Box as="li" key={name} fontFamily="mono">
              {name}
            </Box>
          ))}
        </Box>
        <Text color="fg.muted" fontSize="sm">
          If you run this site: set them in web/.env.production.local, then build and deploy again (docs/deploy.md). If you are a visitor, please try
          again later.
        </Text>
      </VStack>
    </Center>
  );
}
