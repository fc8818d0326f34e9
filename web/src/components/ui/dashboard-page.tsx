import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';

interface DashboardPageProps {
  title: string;
  /** One line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the heading's right (wraps under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every dashboard page shares: an h1, a line of explanation, then the content. */
export function DashboardPage({ title, description, actions, children }: DashboardPageProps) {
  return (
    <Box maxW="7xl" mx="auto">
      <HStack justify="space-between" align="end" gap="4" flexWrap="wrap" mb="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}
