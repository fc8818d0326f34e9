import type { DocumentSnapshot } from 'firebase/firestore';
import { LEGAL_CHECK_NOTE, legalCheckNotePath, type LegalCheckNoteDoc } from '@homehaven/domain/legal-check';
import { useLiveDocument } from '../firebase/use-live-document';

/** The note's words (functions write it, the rules refuse clients: trusted). */
const toNote = (snapshot: DocumentSnapshot) => String((snapshot.data() as Partial<LegalCheckNoteDoc>).note ?? '');

/**
 * The admin's note on a listing's latest legal check, live: null when there is none, or for anyone but
 * the listing's agent and admins (the rules refuse it: the listing is public, the note is not).
 */
export function useLegalCheckNote(propertyId: string) {
  return useLiveDocument(legalCheckNotePath(propertyId), LEGAL_CHECK_NOTE.id, toNote);
}
