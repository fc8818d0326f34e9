import { Box, Button, Container, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { FiColumns, FiX } from 'react-icons/fi';
import { COMPARE_LIMIT } from '@homehaven/domain/compare';
import { imageVariantUrl } from '@homehaven/domain/images';
import { paths } from '../../config/paths';
import { clearCompare, removeFromCompare } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { ButtonLink } from '../ui/router-link';

/**
 * The compare bar, fixed at the bottom of the viewport: how many listings are chosen, their
 * thumbnails (each with its own remove), Clear, and the way to the compare page.
 */
export function CompareTrayBar({ height }: { height: string }) {
  const items = useCompareTray();
  return (
    <Box
      as="section"
      aria-label="Compare tray"
      position="fixed"
      bottom="0"
      left="0"
      right="0"
      h={height}
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      shadow="0 -4px 16px rgba(0, 0, 0, 0.08)"
      data-testid="compare-bar"
    >
      <Container maxW="7xl" h="full">
        <HStack h="full" gap={{ base: 2, md: 4 }} justify="space-between">
          <Text display={{ base: 'none', md: 'block' }} fontWeight="semibold" flexShrink={0} aria-live="polite">
            {items.length} of {COMPARE_LIMIT} to compare
          </Text>
          <HStack as="ul" listStyleType="none" gap={{ base: 1.5, md: 2 }} minW="0" flex="1" justify={{ md: 'center' }}>
            {items.map((item) => (
              <Box as="li" key={item.id} position="relative" flexShrink={0}>
                <Image
                  src={imageVariantUrl(item.image, 160) ?? item.image}
                  alt={item.title}
                  title={item.title}
                  boxSize={{ base: '9', md: '12' }}
                  objectFit="cover"
                  rounded="md"
                  bg="gray.200"
                  loading="lazy"
                />
                <IconButton
                  aria-label={`Remove ${item.title} from compare`}
                  size="2xs"
                  rounded="full"
                  position="absolute"
                  top="-1.5"
                  right="-1.5"
                  minW="5"
                  h="5"
                  bg="gray.800"
                  color="white"
                  _hover={{ bg: 'black' }}
                  onClick={() => removeFromCompare(item.id)}
                >
                  <FiX aria-hidden />
                </IconButton>
              </Box>
            ))}
          </HStack>
          <HStack gap="2" flexShrink={0}>
            <Button size={{ base: 'sm', md: 'md' }} variant="ghost" colorPalette="gray" onClick={clearCompare}>
              Clear
            </Button>
            <ButtonLink to={paths.compare.href()} size={{ base: 'sm', md: 'md' }} colorPalette="teal">
              <FiColumns aria-hidden /> Compare ({items.length})
            </ButtonLink>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
