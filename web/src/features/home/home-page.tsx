import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FiArrowRight } from 'react-icons/fi';
import { paths } from '../../config/paths';
import { PhotoBackdrop } from '../../components/ui/photo-backdrop';
import { ButtonLink } from '../../components/ui/router-link';

/** Home: the hero for now; latest reviews, features, new properties and the rest arrive with later issues. */
export function HomePage() {
  return (
    <PhotoBackdrop overlay="linear-gradient(120deg, rgba(15, 23, 42, 0.82), rgba(13, 148, 136, 0.55))" minH={{ base: '70vh', md: '78vh' }} color="white">
      <Container maxW="7xl" py="20">
        <Stack gap="6" maxW="2xl">
          <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="semibold" color="teal.200">
            Welcome to HomeHaven
          </Text>
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            Find the home that fits your life
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            Browse verified listings from trusted agents, save your favourites, make an offer and pay
            securely, all in one place.
          </Text>
          <Box>
            <ButtonLink to={paths.properties.href()} size="lg" colorPalette="teal" rounded="full" px="8">
              All properties <FiArrowRight />
            </ButtonLink>
          </Box>
        </Stack>
      </Container>
    </PhotoBackdrop>
  );
}
