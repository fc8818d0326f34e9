import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { stripeSecretKey } from '../config';
import { storedRole } from '../firestore/stored-role';
import { logs } from '../logs';
import { cancelViewingsOfBuyer } from '../viewings/close-viewings';
import { withdrawAgent } from './withdraw-agent';

/**
 * When a user's role becomes `fraud` (through PATCH /user/roll or straight from the dashboard under the
 * rules), withdraws their listings and rejects their open offers as agent, and cancels their upcoming
 * visits as buyer. Other updates are ignored.
 * Bound to the Stripe key for the refunds (recorded as owed first: refunds/).
 */
export const onUserMarkedFraud = onDocumentUpdated({ document: 'users/{uid}', secrets: [stripeSecretKey] }, async (event) => {
  const before = storedRole(event.data?.before.data());
  const after = storedRole(event.data?.after.data());
  if (after !== 'fraud' || before === 'fraud') return;
  const outcome = await withdrawAgent(event.params.uid, 'fraud-withdrawal');
  // Nobody shows a house to a fraud buyer, who cannot cancel (writes nothing): their times are freed (docs/decisions.md "Viewings").
  const viewingsCancelled = await cancelViewingsOfBuyer(event.params.uid);
  logs.fraudAgentWithdrawn(event.params.uid, { ...outcome, viewingsCancelled });
});
