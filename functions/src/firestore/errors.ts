/** gRPC status ALREADY_EXISTS, which `create()` fails with when the document exists. */
const ALREADY_EXISTS = 6;

/** True when a Firestore write failed because the document already exists. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}

/** gRPC status INVALID_ARGUMENT. */
const INVALID_ARGUMENT = 3;

/**
 * True when a transaction's read or commit failed because Firestore closed the transaction under it:
 * the emulator aborts a contended transaction between its operations and answers the next one
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK, unlike ABORTED, does not retry.
 */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === INVALID_ARGUMENT && typeof message === 'string' && message.includes('Transaction is invalid or closed');
}
