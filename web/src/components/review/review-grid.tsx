import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

/** The reviews' grid: one column on a phone, two from tablet width (a comment needs room to read). */
export function ReviewGrid(props: SimpleGridProps) {
  return <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 6 }} {...props} />;
}
