import type { ReactNode } from 'react';
import { Box, Container, type BoxProps } from '@chakra-ui/react';
import { SectionHeading } from './section-heading';

interface HomeSectionProps extends Omit<BoxProps, 'id' | 'title'> {
  /** Id of the section's h2, which names the section (aria-labelledby). */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A home section: a named <section>, the page's width, and the shared heading above its content. */
export function HomeSection({ id, eyebrow, title, subtitle, children, ...box }: HomeSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: 14, md: 20 }} {...box}>
      <Container maxW="7xl">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </Container>
    </Box>
  );
}
