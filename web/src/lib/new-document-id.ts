const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Firestore-style document id (20 letters and digits) made before the SDK loads. A form that keeps
 * one id for its lifetime writes at most one document: a second click re-sends the same create,
 * which the rules refuse as an update.
 */
export function newDocumentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
