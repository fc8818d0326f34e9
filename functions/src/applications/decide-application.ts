import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { roleAfterApproval, type ApplicationDecisionDoc, type ApplicationDoc, type ApplicationNotificationDoc, type ApplicationOutcome } from '@homehaven/domain/applications';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import type { AgencyDoc } from '@homehaven/domain/agencies';
import { applicationDecisionsPath } from '@homehaven/domain/queries/applications';
import { appOrigin } from '../config';
import { db } from '../firestore/db';
import { ROLE_FIELD, storedRole } from '../firestore/stored-role';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { logs } from '../logs';
import { applicationMessage } from './application-mail';
import { contendedTransaction } from '../firestore/contended-transaction';
import { freeAccountIfMissing } from '../billing/billing-account';

type Time = Timestamp | FieldValue;

/**
 * An admin decides on a pending application (docs/accounts.md "Approving"), in one transaction: the
 * application's status and decision, the decision kept in its history, the account's role and type
 * (an approval makes a buyer an agent of that type) and the last decision on the users document, the
 * applicant's notification and e-mail. Refused when the application is not pending (decided already,
 * a draft, or corrected meanwhile: two admins at once cannot both decide), when it is the admin's
 * own, and when the account is suspended or an admin.
 */
export async function decideApplication(admin: Caller, uid: string, outcome: ApplicationOutcome, reason: string): Promise<void> {
  if (uid === admin.uid) refuse(403, M.ownApplication);
  const applicationRef = db.collection('applications').doc(uid);
  const userRef = db.collection('users').doc(uid);
  const type = await contendedTransaction(async (tx) => {
    const [applicationSnap, userSnap] = await Promise.all([tx.get(applicationRef), tx.get(userRef)]);
    const application = applicationSnap.data() as ApplicationDoc | undefined;
    if (!application || !userSnap.exists) refuse(404, M.notFound);
    if (application.status !== 'pending') refuse(409, M.notPending);
    const role = roleAfterApproval(storedRole(userSnap.data()));
    if (outcome === 'approved' && !role) refuse(409, M.cannotApprove);
    // An approved professional starts on the free plan (docs/plans.md "Plans"); read before the writes.
    const giveFreePlan = outcome === 'approved' ? await freeAccountIfMissing(tx, uid) : null;

    const decision: ApplicationDecisionDoc<Time> = {
      outcome,
      reason: outcome === 'approved' ? '' : reason,
      byUid: admin.uid,
      byName: admin.name,
      at: FieldValue.serverTimestamp(),
      type: application.type,
      companyName: application.companyName,
    };
    const { type: _type, companyName: _companyName, ...lastDecision } = decision;
    tx.update(applicationRef, { status: outcome, decision: lastDecision });
    tx.create(db.collection(applicationDecisionsPath(uid)).doc(), decision);
    tx.update(userRef, { lastDecision: decision, ...(outcome === 'approved' ? { [ROLE_FIELD]: role, accountType: application.type } : {}) });
    giveFreePlan?.();
    // An approved agency gets its public profile (docs/accounts.md "Agencies"); its agents join by invitation.
    if (outcome === 'approved' && application.type === 'agency') {
      const profile: Omit<AgencyDoc<Time>, 'agentCount'> = { name: application.companyName, logo: application.logo, bio: application.bio, createdAt: FieldValue.serverTimestamp() };
      tx.set(db.collection('agencies').doc(uid), { ...profile, agentCount: FieldValue.increment(0) }, { merge: true });
    }
    const notice: ApplicationNotificationDoc<Time> = {
      userUid: uid,
      type: 'application',
      outcome,
      applicationType: application.type,
      reason: decision.reason,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(db.collection('notifications').doc(), notice);
    if (application.email) {
      const mail: MailDoc<FieldValue> = { to: application.email, message: applicationMessage(outcome, application.type, decision.reason, appOrigin), createdAt: FieldValue.serverTimestamp() };
      tx.create(db.collection('mail').doc(), mail);
    }
    return application.type;
  });
  logs.applicationDecided(uid, outcome, type, admin.uid);
}
