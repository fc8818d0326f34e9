import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { FiShield } from 'react-icons/fi';
import { hasPassedLegalCheck, LEGAL_CHECK_BADGE } from '@homehaven/domain/legal-check-badge';

// Build-time classes: the badge paints on prerendered and server-rendered cards (docs/decisions.md "Public pages").
const BADGE = cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'blue', gap: '1' }));
const ICON = css({ w: '1em', h: '1em', flexShrink: 0 });

interface LegalCheckBadgeProps {
  listing: { legalCheck?: { status?: unknown } | null | undefined };
  /** Placement where it sits (over a card's picture). */
  className?: string;
}

/**
 * "Legal check passed": an admin looked at the listing's ownership documents and found them in order
 * (docs/listings.md "Legal check"). Nothing for any other state: pending and failed checks are the
 * agent's and the admins' business.
 */
export function LegalCheckBadge({ listing, className }: LegalCheckBadgeProps) {
  if (!hasPassedLegalCheck(listing)) return null;
  return (
    <span className={cx(BADGE, className)} data-testid="legal-check-badge">
      <FiShield aria-hidden className={ICON} />
      {LEGAL_CHECK_BADGE}
    </span>
  );
}
