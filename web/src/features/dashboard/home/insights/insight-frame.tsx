import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading } from '@chakra-ui/react';

interface InsightFrameProps {
  title: string;
  testId: string;
  /** Beside the heading: the table toggle, when there is something to show. */
  action?: ReactNode;
  /** While its data loads (placeholders in the body). */
  busy?: boolean;
  children: ReactNode;
}

/** The card of one insight: a heading (h3, under the section's "Insights"), an action beside it, the body. */
export function InsightFrame({ title, testId, action, busy = false, children }: InsightFrameProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} aria-busy={busy || undefined} data-testid={testId} minW="0">
      <Card.Body p={{ base: 4, md: 5 }} gap="3">
        <Flex justify="space-between" align="start" gap="3" minH="8">
          <Heading as="h3" size="md" id={headingId} flex="1" minW="0" pt="1">
            {title}
          </Heading>
          {action}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
