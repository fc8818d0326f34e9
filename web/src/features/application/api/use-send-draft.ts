import { useEffect, useRef, useState } from 'react';
import type { User } from 'firebase/auth';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { applicationSchema } from '@homehaven/domain/application-schema';
import type { Application } from '../../../lib/applications/application';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { isVerifiedNow } from '../../../lib/applications/email-verification';
import { saveApplication } from './save-application';

/**
 * A draft waits for its e-mail address: once Auth says it is verified (asked when the page opens with
 * a draft, and when the person says so), the draft is sent as it was written.
 */
export function useSendDraft(user: User | null, name: string | null, application: Application | null) {
  const [checking, setChecking] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const draft = application?.status === 'draft' ? application : null;

  const send = async (quiet: boolean) => {
    if (!user || name === null || !draft) return;
    setChecking(true);
    try {
      if (!(await isVerifiedNow(user))) {
        setUnverified(!quiet);
        return;
      }
      await saveApplication(user, name, applicationSchema.parse(draft));
      notifySuccess(M.sent);
    } catch (error) {
      console.error('application', error);
      if (!quiet) notifyError(M.sendFailed);
    } finally {
      setChecking(false);
    }
  };

  // Once per page with a draft: the link may have been opened in another tab.
  const triedRef = useRef(false);
  useEffect(() => {
    if (triedRef.current || !draft || name === null) return;
    triedRef.current = true;
    void send(true);
  });

  return { checking, unverified, sendNow: () => void send(false) };
}
