import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new invitation secret: 24 random bytes, URL-safe. Only its hash is stored. */
export const newInvitationToken = (): string => randomBytes(24).toString('base64url');

/** The stored form of a secret (SHA-256, hex). */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the secret whose hash is `hash`, compared in constant time. */
export function matchesInvitationToken(token: string, hash: string): boolean {
  const given = Buffer.from(invitationTokenHash(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
