import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { LEGAL_CHECK_LABELS, LEGAL_CHECK_MESSAGES, type LegalCheck } from '@homehaven/domain/legal-check';
import { useLegalCheckNote } from '../../lib/legal-check/use-legal-check-note';
import { Skeleton } from '../static/skeleton';

/** Each status's colour: waiting, done, and what the agent must act on. */
const BADGE = badge({ variant: 'subtle', size: 'sm' });
const PALETTE = {
  pending: cx(BADGE, css({ colorPalette: 'yellow' })),
  passed: cx(BADGE, css({ colorPalette: 'blue' })),
  failed: cx(BADGE, css({ colorPalette: 'red' })),
} as const;
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' });
const MUTED = css({ fontSize: 'sm', color: 'fg.muted' });
const NOTE = css({ fontSize: 'sm', color: 'red.700' });
const NOTE_LOADING = css({ h: '5', w: '48' });

interface LegalCheckStatusProps {
  check: Pick<LegalCheck, 'status'> | undefined;
  /** The listing whose failed check's note to show (read where only its agent and admins may); none without. */
  noteOf?: string;
  /** What shows for a listing without documents (nothing by default). */
  none?: string;
}

/**
 * Where a listing's legal check stands, for its agent and admins (docs/product.md §8.5 Legal check):
 * pending, passed, or failed with the admin's note saying why.
 */
export function LegalCheckStatus({ check, noteOf, none }: LegalCheckStatusProps) {
  if (!check) return none ? <p className={MUTED}>{none}</p> : null;
  return (
    <div className={STACK} data-testid="legal-check-status" data-status={check.status}>
      <span className={PALETTE[check.status]}>{LEGAL_CHECK_LABELS[check.status]}</span>
      {check.status === 'failed' && noteOf !== undefined ? <FailureNote propertyId={noteOf} /> : null}
    </div>
  );
}

/**
 * Why the check failed, live: the note lives apart from the public listing. A line's placeholder while
 * it loads (a failed check always has its note, so the line is not left empty), and a line saying it
 * failed to load.
 */
function FailureNote({ propertyId }: { propertyId: string }) {
  const note = useLegalCheckNote(propertyId);
  if (note.status === 'loading') return <Skeleton className={NOTE_LOADING} />;
  if (note.status === 'error') return <p className={MUTED}>{LEGAL_CHECK_MESSAGES.noteFailed}</p>;
  return note.data ? (
    <p className={NOTE} data-testid="legal-check-note">
      Why: {note.data}
    </p>
  ) : null;
}
