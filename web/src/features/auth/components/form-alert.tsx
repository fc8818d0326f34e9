import { Alert } from '@chakra-ui/react';

/** The identity provider's message, shown inline above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" rounded="md" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
