import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { IDENTITIES } from '../matrix/actors';
import { newUser } from '../matrix/payloads';
import { allowed, denied } from '../support/expect-case';

const { newcomer, user } = IDENTITIES;
const long = (length: number): string => 'x'.repeat(length);
/** An https picture address exactly `length` characters long. */
const longImage = (length: number): string => `https://img.example.com/${'x'.repeat(length - 'https://img.example.com/'.length)}`;

/** users/{uid}: the shape of a new profile and of a profile edit. */
export function usersSuite(env: () => RulesTestEnvironment): void {
  describe('users', () => {
    const create = (data: ReturnType<typeof newUser>) => ({ actor: 'newcomer' as const, collection: 'users' as const, operation: 'create' as const, docId: newcomer.uid, data });
    const edit = (data: Record<string, string | number>) => ({ actor: 'user' as const, collection: 'users' as const, operation: 'update' as const, docId: user.uid, data });

    it('allows a new profile ONLY with all of name, email, image, roll and createdAt', async () => {
      await allowed(env(), create(newUser('newcomer')));
      const { image: _image, ...withoutImage } = newUser('newcomer');
      await denied(env(), create(withoutImage));
      await denied(env(), create(newUser('newcomer', { status: 'verified' })));
    });

    it("allows a new profile ONLY with the caller's own token e-mail and the request time", async () => {
      await denied(env(), create(newUser('newcomer', { email: user.email })));
      await denied(env(), create(newUser('newcomer', { createdAt: { $at: '2020-01-01T00:00:00.000Z' } })));
    });

    it(`allows a name of up to ${TEXT_LIMITS.name} characters and an image URL of up to ${TEXT_LIMITS.url}`, async () => {
      await allowed(env(), create(newUser('newcomer', { name: long(TEXT_LIMITS.name), image: longImage(TEXT_LIMITS.url) })));
      await denied(env(), edit({ name: long(TEXT_LIMITS.name + 1) }));
      await denied(env(), edit({ image: longImage(TEXT_LIMITS.url + 1) }));
      await allowed(env(), edit({ name: long(TEXT_LIMITS.name), image: longImage(TEXT_LIMITS.url) }));
    });

    it('allows ONLY text for the name and image', async () => {
      await denied(env(), edit({ name: 42 }));
      await denied(env(), create(newUser('newcomer', { image: 7 })));
    });

    it('allows a profile edit to touch ONLY name and image', async () => {
      await denied(env(), edit({ name: 'Still me', status: 'verified' }));
      await allowed(env(), edit({ image: 'https://img.example.com/me.png' }));
    });
  });
}
