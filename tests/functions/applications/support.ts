import { FieldValue } from 'firebase-admin/firestore';
import type { ApplicationDoc } from '@homehaven/domain/applications';
import { db } from '../facade/support/admin';
import type { Account } from '../facade/support/run';

/**
 * An application as its applicant would have sent it (the rules' shape, domain ApplicationDoc), pending,
 * written with the Admin SDK: an agency's unless `overrides` say otherwise.
 */
export async function apply(account: Account, overrides: Partial<ApplicationDoc<FieldValue>> = {}): Promise<void> {
  const application: ApplicationDoc<FieldValue> = {
    type: 'agency',
    companyName: 'Harbor & Pine Realty',
    agencyName: '',
    licence: 'RE-204-7781',
    phone: '+1 (555) 010-0200',
    bio: 'A family agency selling homes by the harbour since 2009.',
    logo: '',
    name: `Name of ${account.uid}`,
    email: account.email,
    status: 'pending',
    submittedAt: FieldValue.serverTimestamp(),
    submissions: 1,
    ...overrides,
  };
  await db.doc(`applications/${account.uid}`).set(application);
}
