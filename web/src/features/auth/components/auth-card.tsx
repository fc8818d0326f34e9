import type { ReactNode } from 'react';
import { Box, Card, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The Google button. */
  alternative: ReactNode;
  /** The "no account? register" style line. */
  footer: ReactNode;
}

/** The shared frame of the login and register screens. */
export function AuthCard({ title, subtitle, children, alternative, footer }: AuthCardProps) {
  return (
    <Box flex="1" py={{ base: 8, md: 16 }} bgGradient="to-br" gradientFrom="teal.50" gradientTo="gray.50">
      <Container maxW="md">
        <Card.Root shadow="lg" rounded="2xl">
          <Card.Body gap="6" p={{ base: 6, md: 8 }}>
            <Stack gap="1" textAlign="center">
              <Heading size="2xl">{title}</Heading>
              <Text color="fg.muted">{subtitle}</Text>
            </Stack>
            {children}
            <HStack>
              <Separator flex="1" />
              <Text fontSize="sm" color="fg.muted">or</Text>
              <Separator flex="1" />
            </HStack>
            {alternative}
            <Text fontSize="sm" textAlign="center" color="fg.muted">
              {footer}
            </Text>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
