import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Role } from '@homehaven/domain/roles';

/**
 * The greeting with the user's name and role. White text sits on teal.800 to teal.700: both give
 * white more than 4.5:1 (teal.600, as before, gave 3.7:1, and teal.400 far less).
 */
export function WelcomeBanner({ name, role }: { name: string | null | undefined; role: Role | null }) {
  return (
    <Card.Root rounded="2xl" shadow="sm" bgGradient="to-r" gradientFrom="teal.800" gradientTo="teal.700" bgColor="teal.800" color="white" borderWidth="0">
      <Card.Body p={{ base: 6, md: 10 }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome, {name || MESSAGES.fallback.userName}!
          </Heading>
          <Text fontSize="lg" color="white">
            {role ? (
              <>
                You are signed in as <strong data-testid="dashboard-role">{role}</strong>.
              </>
            ) : (
              'Loading your role…'
            )}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
