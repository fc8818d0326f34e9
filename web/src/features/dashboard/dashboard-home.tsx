import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';

/** Dashboard index: a welcome with the user's name and role (the stat cards come with a later issue). */
export function DashboardHome() {
  const { user } = useAuth();
  const { role } = useRole();
  const name = user?.displayName || MESSAGES.fallback.userName;
  return (
    <Card.Root rounded="2xl" shadow="sm" bgGradient="to-r" gradientFrom="teal.600" gradientTo="teal.400" color="white" borderWidth="0">
      <Card.Body p={{ base: 6, md: 10 }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome, {name}!
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900">
            {role ? <>You are signed in as <strong data-testid="dashboard-role">{role}</strong>.</> : 'Loading your role…'}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
