import { useState } from 'react';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import type { ViewingAction } from '@homehaven/domain/viewings';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { changeViewing } from '../../../lib/viewings/viewing-calls';

const DONE: Record<ViewingAction, string> = {
  confirm: VIEWING_MESSAGES.confirmed,
  decline: VIEWING_MESSAGES.declined,
  propose: VIEWING_MESSAGES.proposed,
  accept: VIEWING_MESSAGES.accepted,
  cancel: VIEWING_MESSAGES.cancelled,
};

/**
 * One change of a viewing through the facade, saying the outcome in a toast; rejects on failure (so
 * a dialog stays open). The list shows the new status by itself: it is live.
 */
export function useChangeViewing(viewingId: string) {
  const [busy, setBusy] = useState<ViewingAction | null>(null);
  const change = async (action: ViewingAction, extra: { reason?: string; slotId?: string } = {}): Promise<void> => {
    setBusy(action);
    try {
      await changeViewing(viewingId, { action, ...extra });
      notifySuccess(DONE[action]);
    } catch (error) {
      notifyError(messageOf(error, VIEWING_MESSAGES.changeFailed));
      throw error;
    } finally {
      setBusy(null);
    }
  };
  return { busy, change };
}
