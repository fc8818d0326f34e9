import { Timestamp } from 'firebase-admin/firestore';
import { LEGAL_CHECK_STATUSES, type LegalCheck, type LegalCheckStatus } from '@homehaven/domain/legal-check';

const isStatus = (value: unknown): value is LegalCheckStatus => (LEGAL_CHECK_STATUSES as readonly unknown[]).includes(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A listing's stored `legalCheck` (domain/src/legal-check.ts), read defensively as `listingOf` reads the
 * listing: the check when it has a known status and whole, non-negative revision and document count;
 * null when there is none yet or it is anything else (only functions write it, so that would be a
 * hand edit: such a check counts as none). Fields it does not know (an old `note`) are left out;
 * `checkedAt` is null unless a Timestamp.
 */
export function legalCheckOf(stored: unknown): LegalCheck<Timestamp> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { status, revision, documentCount, checkedAt } = stored as Record<string, unknown>;
  if (!isStatus(status) || !isCount(revision) || !isCount(documentCount)) return null;
  return { status, revision, documentCount, checkedAt: checkedAt instanceof Timestamp ? checkedAt : null };
}
