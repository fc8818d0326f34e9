import { Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';

/** One line of body text (24 px), drawn as a bar a little shorter than the line. */
function LineSkeleton({ w }: { w: string }) {
  return (
    <Box py="1">
      <Skeleton h="4" w={w} />
    </Box>
  );
}

/**
 * A review card's placeholder with the card's own outline: the same type sizes (title, stars and
 * date), a two-line comment and the footer with its button, so nothing shifts when reviews arrive.
 */
export function ReviewCardSkeleton() {
  return (
    <Card.Root h="full" variant="elevated" aria-hidden data-testid="review-card-skeleton">
      <Card.Body gap="3" p={{ base: 4, md: 5 }}>
        <Stack gap="1">
          <Skeleton w="60%">
            <Heading as="div" size="md">
              &nbsp;
            </Heading>
          </Skeleton>
          <HStack justify="space-between" gap="3">
            <Skeleton h="4" w="24" />
            <Skeleton>
              <Text fontSize="sm">Nov 30, 2026</Text>
            </Skeleton>
          </HStack>
        </Stack>
        <Box>
          <LineSkeleton w="full" />
          <LineSkeleton w="70%" />
        </Box>
      </Card.Body>
      <Card.Footer px={{ base: 4, md: 5 }} pb={{ base: 4, md: 5 }} pt="0" justifyContent="space-between" gap="3">
        <HStack minH="9" flex="1">
          <Skeleton w="50%">
            <Text fontSize="sm">&nbsp;</Text>
          </Skeleton>
        </HStack>
        <Skeleton h="9" w="24" />
      </Card.Footer>
    </Card.Root>
  );
}
