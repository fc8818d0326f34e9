import { Button, CloseButton, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { LEGAL_NOTE_MAX } from '@homehaven/domain/constants';
import { LEGAL_CHECK_MESSAGES, legalDecisionProblem, legalNoteOf, type LegalCheckDecision } from '@homehaven/domain/legal-check';
import { DocumentList } from '../../../components/legal-check/document-list';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';
import { useAuth } from '../../../lib/auth/use-auth';
import type { Listing } from '../../../lib/firebase/documents';
import { decideLegalCheck } from '../../../lib/legal-check/documents-api';
import { useListingDocuments } from '../../../lib/legal-check/use-listing-documents';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';

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
    <Dialog.Root open onOpenChange={(event) => (event.open ? undefined : onClose())} placement="center" size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="legal-check-dialog">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Legal check: {listing.title}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {listing.location} · {listing.agent.name || listing.agent.email}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <LegalCheckStatus check={listing.legalCheck} noteOf={listing.id} />
                <DocumentList propertyId={listing.id} documents={documents} />
                <Field.Root invalid={problem !== null}>
                  <Field.Label htmlFor={noteId}>Note for the agent (required when the check fails)</Field.Label>
                  <Textarea
                    id={noteId}
                    value={note}
                    maxLength={LEGAL_NOTE_MAX}
                    rows={3}
                    onChange={(event) => setNote(event.target.value)}
                    placeholder="What is missing or wrong, e.g. the deed names another owner."
                  />
                  {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{LEGAL_CHECK_MESSAGES.noteHelp}</Field.HelperText>}
                </Field.Root>
                {own ? (
                  <Text fontSize="sm" color="fg.muted">
                    {LEGAL_CHECK_MESSAGES.ownListing}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" flexWrap="wrap" justify="flex-end">
                <Button variant="outline" colorPalette="red" disabled={own || !hasDocuments || sending !== null} loading={sending === 'failed'} onClick={() => void decide('failed')}>
                  <FiX aria-hidden /> Mark failed
                </Button>
                <Button colorPalette="green" disabled={own || !hasDocuments || sending !== null} loading={sending === 'passed'} onClick={() => void decide('passed')}>
                  <FiCheck aria-hidden /> Mark passed
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
