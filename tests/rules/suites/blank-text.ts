import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { messagesPath } from '../../../domain/src/queries/messages';
import { BLANK_SAMPLES } from '../../../domain/src/text';
import { IDENTITIES, type Actor } from '../matrix/actors';
import { newSavedSearch } from '../matrix/alerts';
import { CONVERSATION, newMessage } from '../matrix/conversations';
import { PROPERTY } from '../matrix/listings';
import { listingEdit, newProperty, newReview } from '../matrix/payloads';
import type { Attempt, DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** A required text field of a client write: the attempt with `value` in it. */
interface RequiredField {
  readonly name: string;
  readonly attempt: (value: string) => Attempt<Actor>;
  /** A visible value the same write accepts (padded with invisible characters, as a form might send). */
  readonly visible: string;
}

const listingWith = (field: string) => (value: string) => ({
  actor: 'agent' as const,
  collection: 'properties' as const,
  operation: 'create' as const,
  data: newProperty('agent', { [field]: value }),
});

/** Every required text a client writes under the rules. */
const REQUIRED: readonly RequiredField[] = [
  { name: 'a new listing’s title', attempt: listingWith('title'), visible: '\u00A0Cottage' },
  { name: 'a new listing’s location', attempt: listingWith('location'), visible: 'Leeds\u200B' },
  { name: 'a new listing’s Details', attempt: listingWith('Details'), visible: ' Two rooms ' },
  { name: 'a new listing’s image', attempt: listingWith('image'), visible: intakePictureUrl('a') },
  {
    name: 'an edited listing’s title',
    attempt: (value) => ({ actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: listingEdit('agent', { title: value }) }),
    visible: 'Renamed\u00A0',
  },
  {
    name: 'a review’s comment',
    attempt: (value) => ({ actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { comment: value }) }),
    visible: '\u3000Lovely',
  },
  { name: 'a message’s text', attempt: (value) => ({ actor: 'user', collection: messagesPath(CONVERSATION.byUser), operation: 'create', data: newMessage('user', { text: value }) }), visible: '?' },
  { name: 'a saved search’s name', attempt: (value) => ({ actor: 'user', collection: 'savedSearches', operation: 'create', data: newSavedSearch('user', { name: value }) }), visible: '\u200BLakes' },
];

/**
 * Blank is blank (docs/product.md §12 Validation): every required text refuses a value made only of invisible characters
 * (domain/src/text.ts BLANK_SAMPLES: U+00A0, zero-width spaces and joiners, ideographic space, ...),
 * which the rules' ASCII-only trim() let through; a visible value padded with them is accepted. A
 * profile name may be empty, never invisible-only.
 */
export function blankTextSuite(env: () => RulesTestEnvironment): void {
  describe('blank text', () => {
    for (const field of REQUIRED) {
      it(`refuses ${field.name} made only of invisible characters, and takes a visible one`, async () => {
        for (const blank of BLANK_SAMPLES) await denied(env(), field.attempt(blank));
        await allowed(env(), field.attempt(field.visible));
      });
    }

    it('lets a profile name be empty, never made only of invisible characters', async () => {
      const rename = (name: string) => ({ actor: 'user' as const, collection: 'users' as const, operation: 'update' as const, docId: IDENTITIES.user.uid, data: { name } as DocData });
      for (const blank of BLANK_SAMPLES) await denied(env(), rename(blank));
      await allowed(env(), rename(''));
      await allowed(env(), rename('\u00A0Sam'));
    });
  });
}
