import { Alert } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';

/** Said before saving, not after: this edit sends a verified listing back to the admin. */
export function ResubmitNotice() {
  return (
    <Alert.Root status="info" role="alert" rounded="md" data-testid="resubmit-notice">
      <Alert.Indicator />
      <Alert.Description>{MESSAGES.property.contentEditResubmits}</Alert.Description>
    </Alert.Root>
  );
}
