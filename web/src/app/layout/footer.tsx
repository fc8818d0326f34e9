import { Box, Container, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaFacebookF, FaXTwitter } from 'react-icons/fa6';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { Logo } from '../../components/ui/logo';
import { TextLink } from '../../components/ui/router-link';
import { GoogleButton } from '../../features/auth/components/google-button';

const LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'All properties', to: paths.properties.href() },
  { label: 'Dashboard', to: paths.dashboard.root.href() },
];

const SOCIAL = [
  { label: 'HomeHaven on Facebook', href: 'https://www.facebook.com/', icon: FaFacebookF },
  { label: 'HomeHaven on X', href: 'https://x.com/', icon: FaXTwitter },
];

// Read once per page load; a tab left open over New Year's Eve is not worth a timer.
const YEAR = new Date().getFullYear();

/** Site footer: quick links, third-party sign-in, social links, copyright. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Box bg="white" rounded="md" px="2" py="1" w="fit-content">
              <Logo />
            </Box>
            <Text fontSize="sm">Find, buy and sell homes with trusted agents and verified listings.</Text>
          </Stack>
          <Stack gap="2" as="nav" aria-label="Footer">
            <Text fontWeight="semibold" color="white">Explore</Text>
            {LINKS.map((link) => (
              <TextLink key={link.to} to={link.to} color="gray.300" _hover={{ color: 'white' }}>
                {link.label}
              </TextLink>
            ))}
          </Stack>
          <Stack gap="3">
            <Text fontWeight="semibold" color="white">Join us</Text>
            <GoogleButton label="Sign in with Google" successMessage={MESSAGES.auth.thirdPartySuccess} bg="white" color="gray.800" w="fit-content" />
            <HStack gap="2">
              {SOCIAL.map(({ label, href, icon: Icon }) => (
                <IconButton key={href} asChild aria-label={label} variant="subtle" size="sm" rounded="full">
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </Link>
                </IconButton>
              ))}
            </HStack>
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm" textAlign="center" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700">
          © {YEAR} HomeHaven. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
