import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { leaveAgencies } from '../agencies/leave-agencies';
import { refreshSellerOfAgent } from '../agencies/listing-seller';
import { stripeSecretKey } from '../config';
import { db } from '../firestore/db';
import { storedRole } from '../firestore/stored-role';
import { logs } from '../logs';
import { cancelViewingsOfBuyer } from '../viewings/close-viewings';
import { withdrawAgent } from './withdraw-agent';

/**
 * When a user's role becomes `fraud` (through PATCH /user/roll or straight from the dashboard under the
 * rules), withdraws their listings and rejects their open offers as agent, cancels their upcoming
 * visits as buyer, and undoes their place in agencies as a deletion does (docs/accounts.md "Agencies"):
 * an agent leaves their agency, an agency loses its team, open invitations and public profile.
 * Other updates are ignored; every step may run twice.
 * Bound to the Stripe key for the refunds (recorded as owed first: refunds/).
 */
export const onUserMarkedFraud = onDocumentUpdated({ document: 'users/{uid}', secrets: [stripeSecretKey] }, async (event) => {
  const before = storedRole(event.data?.before.data());
  const afterData = event.data?.after.data();
  if (storedRole(afterData) !== 'fraud' || before === 'fraud') return;
  const uid = event.params.uid;
  const outcome = await withdrawAgent(uid, 'fraud-withdrawal');
  // Nobody shows a house to a fraud buyer, who cannot cancel (writes nothing): their times are freed (docs/decisions.md "Viewings").
  const viewingsCancelled = await cancelViewingsOfBuyer(uid);
  const agentsFreed = await leaveAgencies(uid, afterData);
  // A member nowhere now (the update this sets off finds the role already fraud and stops above).
  if (afterData?.agencyUid !== undefined) await db.collection('users').doc(uid).update({ agencyUid: FieldValue.delete() });
  // Their own (withdrawn) listings no longer name the agency they left or dissolved.
  await refreshSellerOfAgent(uid);
  logs.fraudAgentWithdrawn(uid, { ...outcome, viewingsCancelled, agentsFreed });
});
