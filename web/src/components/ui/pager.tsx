import { HStack, Text } from '@chakra-ui/react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { ButtonLink } from './router-link';

interface PagerProps {
  page: number;
  /** Links to the previous and next pages, or null where there is none. */
  previous: string | null;
  next: string | null;
}

/** Previous / Next links (real links: they can be opened in a new tab or shared). */
export function Pager({ page, previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="4" mt="10">
      {previous ? (
        <ButtonLink to={previous} variant="outline" colorPalette="teal" rel="prev">
          <FiChevronLeft aria-hidden /> Previous
        </ButtonLink>
      ) : null}
      <Text color="fg.muted" aria-current="page">
        Page {page}
      </Text>
      {next ? (
        <ButtonLink to={next} colorPalette="teal" rel="next">
          Next <FiChevronRight aria-hidden />
        </ButtonLink>
      ) : null}
    </HStack>
  );
}
