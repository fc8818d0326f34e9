import { HStack, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** The HomeHaven mark and name, linking home; `compact` keeps only the mark on phones. */
export function Logo({ size = 'md', compact = false }: { size?: 'md' | 'lg'; compact?: boolean }) {
  const box = size === 'lg' ? 9 : 8;
  return (
    <RouterLink to={paths.home.href()} aria-label="HomeHaven home">
      <HStack gap="2">
        <Image src="/favicon.svg" alt="" boxSize={box} />
        <Text fontWeight="bold" fontSize={size === 'lg' ? 'xl' : 'lg'} letterSpacing="tight" color="fg" display={compact ? { base: 'none', sm: 'block' } : undefined}>
          Home<Text as="span" color="teal.700">Haven</Text>
        </Text>
      </HStack>
    </RouterLink>
  );
}
