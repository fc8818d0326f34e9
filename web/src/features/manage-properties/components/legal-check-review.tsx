import { FiFileText } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';
import { Button } from '../../../components/ui/button';
import type { Listing } from '../../../lib/firebase/documents';
import type { OpenPanels } from '../hooks/use-open-panels';
import { LegalCheckDialog } from './legal-check-dialog';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'flex-start' });

/**
 * A listing's legal check in Manage properties: where it stands, live, and Documents (n), which opens
 * the dialog where the admin reads them and decides. Nothing for a listing without documents. The
 * dialog is kept open by the page (`panels`), so it stays open when the table turns into cards.
 */
export function LegalCheckReview({ listing, panels }: { listing: Listing; panels: OpenPanels }) {
  const key = `legal-check:${listing.id}`;
  const open = panels.isOpen(key);
  const count = listing.legalCheck?.documentCount ?? 0;
  if (!listing.legalCheck) return null;
  return (
    <div className={STACK}>
      <LegalCheckStatus check={listing.legalCheck} />
      {count > 0 ? (
        <Button size="xs" variant="outline" palette="teal" onClick={() => panels.toggle(key)} aria-label={`Documents of ${listing.title} (${count})`}>
          <FiFileText aria-hidden /> Documents ({count})
        </Button>
      ) : null}
      {open ? <LegalCheckDialog listing={listing} onClose={() => panels.isOpen(key) && panels.toggle(key)} /> : null}
    </div>
  );
}
