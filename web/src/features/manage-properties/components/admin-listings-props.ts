import type { Verdict } from '@homehaven/domain/statuses';
import type { Listing } from '../../../lib/firebase/documents';
import type { OpenPanels } from '../hooks/use-open-panels';

/** What the table (wide screens) and the cards (phones) of Manage properties show and do. */
export interface AdminListingsProps {
  listings: Listing[];
  /** Ids of listings whose verdict is on its way. */
  deciding: ReadonlySet<string>;
  /** Just after a verdict: every verdict button waits (use-verdict.ts). */
  coolingDown: boolean;
  onDecide: (listing: Listing, verdict: Verdict) => void;
  /** Whose pictures and facts are shown under their row (kept across the two layouts). */
  panels: OpenPanels;
}
