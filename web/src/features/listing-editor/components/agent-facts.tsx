import { Field, Input, SimpleGrid } from '@chakra-ui/react';

interface AgentFactsProps {
  name: string;
  email: string;
}

/** The agent as the listing will name them: read-only, from the signed-in user (docs/product.md §8.1 Add and update a listing). */
export function AgentFacts({ name, email }: AgentFactsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      <Field.Root readOnly>
        <Field.Label>Agent name</Field.Label>
        <Input value={name} readOnly bg="gray.50" />
      </Field.Root>
      <Field.Root readOnly>
        <Field.Label>Agent email</Field.Label>
        <Input value={email} readOnly bg="gray.50" />
      </Field.Root>
    </SimpleGrid>
  );
}
