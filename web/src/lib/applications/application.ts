import type { DocumentSnapshot } from 'firebase/firestore';
import type { ApplicationDoc } from '@homehaven/domain/applications';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { toInstant } from '../firebase/documents';

/** A professional application as the screens use it (its id is the applicant's uid). */
export type Application = ApplicationDoc<InstantValue> & { id: string };

/** An application from its document, times as instants. */
export function toApplication(snapshot: DocumentSnapshot): Application {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as ApplicationDoc;
  const { decision, ...rest } = data;
  const application: Application = { ...rest, id: snapshot.id, submittedAt: toInstant(data.submittedAt) };
  if (decision) application.decision = { ...decision, at: toInstant(decision.at) };
  return application;
}
