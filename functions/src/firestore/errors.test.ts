import { describe, expect, it } from 'vitest';
import { isAlreadyExists, isClosedTransaction } from './errors';

describe('Firestore errors', () => {
  it('knows a create on an existing document', () => {
    expect(isAlreadyExists({ code: 6 })).toBe(true);
    expect(isAlreadyExists({ code: 3 })).toBe(false);
    expect(isAlreadyExists(null)).toBe(false);
  });

  it('knows a transaction the emulator closed under a read, and nothing else', () => {
    expect(isClosedTransaction({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' })).toBe(true);
    expect(isClosedTransaction({ code: 3, message: '3 INVALID_ARGUMENT: Value for argument "data" is not a valid Firestore document.' })).toBe(false);
    expect(isClosedTransaction({ code: 10, message: 'Transaction is invalid or closed.' })).toBe(false);
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
  });
});
