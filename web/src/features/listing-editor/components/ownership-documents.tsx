import { useId, useState, type ChangeEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { heading } from 'styled-system/recipes/heading';
import { input } from 'styled-system/recipes/input';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX_PER_LISTING } from '@homehaven/domain/constants';
import { DOCUMENT_TYPES, LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { DocumentList } from '../../../components/legal-check/document-list';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';
import type { Listing } from '../../../lib/firebase/documents';
import { attachDocument, removeDocument } from '../../../lib/legal-check/documents-api';
import { useListingDocuments, type ListingDocument } from '../../../lib/legal-check/use-listing-documents';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';

const FIELD = field({ orientation: 'vertical' });
const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '10', pt: '6', borderTopWidth: '1px' });
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const TITLE = heading({ size: 'lg' });
const INTRO = css({ color: 'fg.muted', fontSize: 'sm' });
const ATTACH = cx(FIELD.root, css({ maxW: 'md' }));
const FILE_INPUT = cx(input({ size: 'md', variant: 'outline' }), css({ p: '1.5' }));

/**
 * Update property's "Ownership documents" (docs/product.md §8.5 Legal check): the agent attaches the
 * title deed or other proof of ownership (upload with progress), sees and removes what is attached,
 * and where the legal check stands, with the admin's note when it failed. Apart from the listing
 * form: a document is stored at once, and never sends the listing back to verification.
 */
export function OwnershipDocuments({ listing }: { listing: Listing }) {
  const documents = useListingDocuments(listing.id);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();
  const count = documents.status === 'success' ? documents.data.length : 0;
  const full = count >= DOCUMENTS_MAX_PER_LISTING;

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    // One upload at a time: a file picked meanwhile is not sent.
    if (!file || progress !== null) return;
    setProgress(0);
    try {
      await attachDocument(listing.id, file, setProgress);
      notifySuccess(LEGAL_CHECK_MESSAGES.uploaded);
    } catch (error) {
      notifyError(messageOf(error, LEGAL_CHECK_MESSAGES.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  const remove = async (document: ListingDocument) => {
    try {
      await removeDocument(listing.id, document.id);
      notifySuccess(LEGAL_CHECK_MESSAGES.removed);
    } catch (error) {
      notifyError(messageOf(error, LEGAL_CHECK_MESSAGES.removeFailed));
    }
  };

  return (
    <section className={SECTION} aria-labelledby={`${inputId}-heading`}>
      <div className={HEAD}>
        <h2 className={TITLE} id={`${inputId}-heading`}>
          Ownership documents
        </h2>
        <p className={INTRO}>
          Attach the title deed or other proof of ownership: PDF, JPEG, PNG or WebP, up to {DOCUMENT_MAX_BYTES / (1024 * 1024)} MB each, at most {DOCUMENTS_MAX_PER_LISTING}. Only you and our admins
          can open them. Once an admin has checked them, your listing shows &quot;Legal check passed&quot;. Adding or removing a document asks for a new check.
        </p>
      </div>
      <LegalCheckStatus check={listing.legalCheck} noteOf={listing.id} none="No legal check yet: attach a document to ask for one." />
      <DocumentList propertyId={listing.id} documents={documents} onRemove={remove} />
      <div className={ATTACH} role="group" data-disabled={full ? '' : undefined}>
        <label htmlFor={inputId} className={FIELD.label} data-disabled={full ? '' : undefined}>
          Attach a document
        </label>
        <input id={inputId} type="file" accept={DOCUMENT_TYPES.join(',')} onChange={(event) => void picked(event)} disabled={full} aria-describedby={`${inputId}-helper`} className={FILE_INPUT} />
        <div id={`${inputId}-helper`} className={FIELD.helperText} data-disabled={full ? '' : undefined}>
          {full ? LEGAL_CHECK_MESSAGES.tooMany : `${count} of ${DOCUMENTS_MAX_PER_LISTING} attached.`}
        </div>
        {progress !== null ? <UploadProgress percent={progress} label="Document upload progress" /> : null}
      </div>
    </section>
  );
}
