import type { DocumentSnapshot } from 'firebase/firestore';
import { INSIGHTS } from '@homehaven/domain/insights';
import { useLiveDocument } from '../../../../../lib/firebase/use-live-document';

/** A scope's counts by status as stored (functions write them; the views read each count defensively). */
export type InsightScopeCounts = Readonly<Record<string, unknown>>;

const read = (snapshot: DocumentSnapshot): InsightScopeCounts => snapshot.data() ?? {};

/**
 * `insights/{scope}`, live: one document (docs/performance.md "Insight charts"). Null when the scope
 * has nothing counted yet (no document) or is not this viewer's (the rules refuse it).
 */
export function useInsightScope(scope: string | null) {
  return useLiveDocument(INSIGHTS, scope, read);
}
