import { Heading, Stack, Text } from '@chakra-ui/react';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/** The heading every home section opens with: a small eyebrow, the h2 and an optional line. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <Stack gap="2" textAlign="center" align="center" mb={{ base: 8, md: 12 }}>
      {eyebrow ? (
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="semibold" color="teal.700">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" maxW="2xl">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
