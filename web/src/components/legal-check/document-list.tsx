import { useState } from 'react';
import { css } from 'styled-system/css';
import { FiAlertCircle, FiExternalLink, FiFileText, FiTrash2 } from 'react-icons/fi';
import { DOCUMENTS_MAX_PER_LISTING } from '@homehaven/domain/constants';
import { formatDay } from '@homehaven/domain/format';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { instantToDate } from '../../lib/firebase/documents';
import { openDocument } from '../../lib/legal-check/documents-api';
import type { ListingDocument } from '../../lib/legal-check/use-listing-documents';
import { messageOf } from '../../lib/errors';
import { notifyError } from '../../lib/toast';
import { Skeleton } from '../static/skeleton';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none' });
const ROW_LOADING = css({ h: '14' });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', bg: 'white', borderWidth: '1px', rounded: 'lg', flexWrap: 'wrap' });
const NAMING = css({ display: 'flex', flexDirection: 'column', gap: '0', flex: '1', minW: '10rem' });
const NAME = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const FACTS = css({ fontSize: 'sm', color: 'fg.muted' });
const BUTTONS = css({ display: 'flex', alignItems: 'center', gap: '2' });

/** A file size as people read it: KB under a megabyte, MB above. */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface DocumentListProps {
  propertyId: string;
  documents: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; data: ListingDocument[] };
  /** The agent's Remove (absent for admins: they only look). */
  onRemove?: (document: ListingDocument) => Promise<void>;
}

/**
 * A listing's ownership documents: name, size, date, Open (fetched with the caller's token, shown in
 * a new tab) and, for its agent, Remove. Loading rows of final size, an empty and a failed state.
 */
export function DocumentList({ propertyId, documents, onRemove }: DocumentListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  if (documents.status === 'loading') {
    return (
      <div className={LIST} role="status" aria-busy="true" aria-label="Loading the documents">
        <Skeleton className={ROW_LOADING} />
        <Skeleton className={ROW_LOADING} />
      </div>
    );
  }
  if (documents.status === 'error') return <LoadError icon={FiAlertCircle} title="The documents could not be loaded." onRetry={documents.retry} />;
  if (documents.data.length === 0) return <EmptyState icon={FiFileText} title="No ownership documents yet." />;

  const open = (document: ListingDocument) => {
    openDocument(propertyId, document.id).catch((error: unknown) => notifyError(messageOf(error, LEGAL_CHECK_MESSAGES.openFailed)));
  };
  const remove = async (document: ListingDocument) => {
    setBusy(document.id);
    try {
      await onRemove?.(document);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className={LIST} aria-label={`Ownership documents (${documents.data.length} of ${DOCUMENTS_MAX_PER_LISTING})`}>
      {documents.data.map((document) => (
        <li key={document.id} className={ROW} data-testid="legal-document">
          <FiFileText aria-hidden />
          <div className={NAMING}>
            <p className={NAME}>{document.name}</p>
            <p className={FACTS}>
              {sizeText(document.size)} · {formatDay(instantToDate(document.uploadedAt))}
            </p>
          </div>
          <div className={BUTTONS}>
            <Button size="sm" variant="outline" palette="teal" onClick={() => open(document)} aria-label={`Open ${document.name}`}>
              <FiExternalLink aria-hidden /> Open
            </Button>
            {onRemove ? (
              <Button size="sm" variant="outline" palette="red" loading={busy === document.id} onClick={() => void remove(document)} aria-label={`Remove ${document.name}`}>
                <FiTrash2 aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
