/** gRPC status ALREADY_EXISTS, which `create()` fails with when the document exists. */
const ALREADY_EXISTS = 6;

/** True when a Firestore write failed because the document already exists. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}
