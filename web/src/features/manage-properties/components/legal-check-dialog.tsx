import { useId, useState } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';
import { LEGAL_NOTE_MAX } from '@homehaven/domain/constants';
import { LEGAL_CHECK_MESSAGES, legalDecisionProblem, legalNoteOf, type LegalCheckDecision } from '@homehaven/domain/legal-check';
import { DocumentList } from '../../../components/legal-check/document-list';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth/use-auth';
import type { Listing } from '../../../lib/firebase/documents';
import { decideLegalCheck } from '../../../lib/legal-check/documents-api';
import { useListingDocuments } from '../../../lib/legal-check/use-listing-documents';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';

const BODY = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FIELD = field({ orientation: 'vertical' });
const NOTE = textarea({ size: 'md', variant: 'outline' });
const MUTED = css({ fontSize: 'sm', color: 'fg.muted' });
const BUTTONS = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' });

interface LegalCheckDialogProps {
  listing: Listing;
  onClose: () => void;
}

/**
 * An admin's legal check of one listing (docs/product.md §8.5 Legal check): its ownership documents, live,
 * each opened in a new tab, then Mark passed or Mark failed with a note the agent reads (required when
 * failed). The decision names the documents' revision seen when the dialog opened: documents changed
 * meanwhile make the server refuse it. Never on the admin's own listing.
 */
export function LegalCheckDialog({ listing, onClose }: LegalCheckDialogProps) {
  const { user } = useAuth();
  const documents = useListingDocuments(listing.id);
  const [revision] = useState(listing.legalCheck?.revision ?? 0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<LegalCheckDecision | null>(null);
  const noteId = useId();
  const noteTextId = `${noteId}-text`;
  const own = user !== null && listing.agent.uid === user.uid;
  const hasDocuments = documents.status === 'success' && documents.data.length > 0;

  const decide = async (status: LegalCheckDecision) => {
    const invalid = legalDecisionProblem(status, note);
    setProblem(invalid);
    if (invalid) return;
    setSending(status);
    try {
      await decideLegalCheck(listing.id, {
        status,
        note: legalNoteOf(note),
        revision,
      });
      notifySuccess(status === 'passed' ? LEGAL_CHECK_MESSAGES.passed : LEGAL_CHECK_MESSAGES.failed);
      onClose();
    } catch (error) {
      notifyError(messageOf(error, LEGAL_CHECK_MESSAGES.decideFailed));
    } finally {
      setSending(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      look="sheet"
      testId="legal-check-dialog"
      closeButton
      title={`Legal check: ${listing.title}`}
      subtitle={`${listing.location} · ${listing.agent.name || listing.agent.email}`}
      footer={
        <div className={BUTTONS}>
          <Button variant="outline" palette="red" disabled={own || !hasDocuments || sending !== null} loading={sending === 'failed'} onClick={() => void decide('failed')}>
            <FiX aria-hidden /> Mark failed
          </Button>
          <Button palette="green" disabled={own || !hasDocuments || sending !== null} loading={sending === 'passed'} onClick={() => void decide('passed')}>
            <FiCheck aria-hidden /> Mark passed
          </Button>
        </div>
      }
    >
      <div className={BODY}>
        <LegalCheckStatus check={listing.legalCheck} noteOf={listing.id} />
        <DocumentList propertyId={listing.id} documents={documents} />
        {/* Chakra's Field, wired by hand: the label names the note, the error or the help describes it. */}
        <div role="group" className={FIELD.root} data-invalid={problem !== null || undefined}>
          <label htmlFor={noteId} className={FIELD.label} data-invalid={problem !== null || undefined}>
            Note for the agent (required when the check fails)
          </label>
          <textarea
            id={noteId}
            className={NOTE}
            value={note}
            maxLength={LEGAL_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What is missing or wrong, e.g. the deed names another owner."
            aria-invalid={problem !== null || undefined}
            aria-describedby={noteTextId}
            data-invalid={problem !== null || undefined}
          />
          {problem ? (
            <p id={noteTextId} className={FIELD.errorText}>
              {problem}
            </p>
          ) : (
            <p id={noteTextId} className={FIELD.helperText}>
              {LEGAL_CHECK_MESSAGES.noteHelp}
            </p>
          )}
        </div>
        {own ? <p className={MUTED}>{LEGAL_CHECK_MESSAGES.ownListing}</p> : null}
      </div>
    </Dialog>
  );
}
