import { Button, Stack } from '@chakra-ui/react';
import { FiFileText } from 'react-icons/fi';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';
import type { Listing } from '../../../lib/firebase/documents';
import type { OpenPanels } from '../hooks/use-open-panels';
import { LegalCheckDialog } from './legal-check-dialog';

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
    <Stack gap="1.5" align="flex-start">
      <LegalCheckStatus check={listing.legalCheck} />
      {count > 0 ? (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => panels.toggle(key)} aria-label={`Documents of ${listing.title} (${count})`}>
          <FiFileText aria-hidden /> Documents ({count})
        </Button>
      ) : null}
      {open ? <LegalCheckDialog listing={listing} onClose={() => panels.isOpen(key) && panels.toggle(key)} /> : null}
    </Stack>
  );
}
