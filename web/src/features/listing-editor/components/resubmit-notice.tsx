import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { Alert } from '../../../components/ui/alert';

const ROUNDED = css({ rounded: 'md' });

/** Said before saving, not after: this edit sends a verified listing back to the admin. */
export function ResubmitNotice() {
  return (
    <Alert status="info" role="alert" className={ROUNDED} data-testid="resubmit-notice">
      {MESSAGES.property.contentEditResubmits}
    </Alert>
  );
}
