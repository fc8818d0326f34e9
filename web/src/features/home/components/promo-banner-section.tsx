import { Box, Flex, HStack, Icon, Span, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuBadgePercent, LuSparkle } from 'react-icons/lu';
import { BANNER_MARQUEE_SPEED } from '@homehaven/domain/constants';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/router-link';
import { PROMO } from '../content/promo';
import { Marquee } from './marquee';
import { HomeSection } from './home-section';

/** The promotional banner: up to PROMO_DISCOUNT_PERCENT off service fees, a link to /properties, a strip at BANNER_MARQUEE_SPEED. */
export function PromoBannerSection() {
  return (
    <HomeSection id="promo-heading" eyebrow={PROMO.eyebrow} title={PROMO.title}>
      <Box position="relative" rounded="3xl" overflow="hidden" shadow="xl" color="white" bg="teal.800" bgGradient="to-r" gradientFrom="teal.900" gradientTo="teal.700">
        <Icon
          as={LuBadgePercent}
          aria-hidden
          position="absolute"
          top={{ base: '-6', md: '-10' }}
          right={{ base: '-6', md: '-4' }}
          boxSize={{ base: '40', md: '64' }}
          color="whiteAlpha.100"
        />
        <Flex position="relative" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between" gap={{ base: 6, md: 10 }} p={{ base: 6, md: 12 }}>
          <Stack gap="3" maxW="2xl">
            <Text fontSize={{ base: '4xl', sm: '5xl', md: '7xl' }} fontWeight="extrabold" lineHeight="1" letterSpacing="tight" data-testid="promo-offer">
              {PROMO.offer}
            </Text>
            <Text fontSize={{ base: 'lg', md: '2xl' }} color="teal.50">
              {PROMO.detail} <Span fontWeight="semibold" color="white">{PROMO.note}</Span>
            </Text>
          </Stack>
          <ButtonLink
            to={paths.properties.href()}
            size="xl"
            rounded="full"
            px="8"
            flexShrink={0}
            bg="white"
            color="teal.900"
            fontWeight="bold"
            _hover={{ bg: 'teal.50' }}
          >
            {PROMO.cta} <LuArrowRight aria-hidden />
          </ButtonLink>
        </Flex>
        <Marquee speed={BANNER_MARQUEE_SPEED} label="Offer highlights" gap="6" position="relative" py="3" bg="blackAlpha.400" color="teal.50">
          {PROMO.strip.map((item) => (
            <HStack key={item} gap="6">
              <Text as="span" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" whiteSpace="nowrap">
                {item}
              </Text>
              <Icon as={LuSparkle} boxSize="3" color="teal.200" aria-hidden />
            </HStack>
          ))}
        </Marquee>
      </Box>
    </HomeSection>
  );
}
