import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { priceHistoryPath, priceHistoryQuery } from '../../../domain/src/queries/price-history';
import { ALL_ACTORS, type Actor } from '../matrix/actors';
import { PROPERTY } from '../matrix/listings';
import { PRICE_CHANGE, priceChange } from '../matrix/price-history';
import { REQUEST_TIME } from '../matrix/payloads';
import { allowed, denied } from '../support/expect-case';

/** Everyone who may read a non-public listing: its own agent and the admins. */
const OWNER_OR_ADMIN: readonly Actor[] = ['agent', 'admin', 'otherAdmin'];
const STRANGERS: readonly Actor[] = ALL_ACTORS.filter((actor) => !OWNER_OR_ADMIN.includes(actor));
/** Everyone who could be tempted to write: the listing's agent, another agent, an admin, a buyer, a fraud, a stranger. */
const WRITERS: readonly Actor[] = ['agent', 'otherAgent', 'admin', 'user', 'fraud', 'signedOut', 'newcomer'];

/** properties/{id}/priceHistory/{entryId}: read as the listing is read; written by the system only. */
export function priceHistorySuite(env: () => RulesTestEnvironment): void {
  describe('price history', () => {
    const verified = priceHistoryPath(PROPERTY.verified);
    const pending = priceHistoryPath(PROPERTY.pending);
    // A forged entry: what a client might try to add to make a price look like it dropped.
    const forged = priceChange(90_000, 190_000, 500_000, 600_000, 5);

    it("allows EVERYONE to read a public listing's history, an entry and the newest-first list", async () => {
      for (const actor of ALL_ACTORS) {
        await allowed(env(), { actor, collection: verified, operation: 'get', docId: PRICE_CHANGE.first });
        await allowed(env(), { actor, collection: verified, operation: 'list', query: priceHistoryQuery(PROPERTY.verified).spec });
      }
    });

    it("allows ONLY the listing's own agent and admins to read a pending listing's history", async () => {
      for (const actor of OWNER_OR_ADMIN) {
        await allowed(env(), { actor, collection: pending, operation: 'get', docId: PRICE_CHANGE.ofPending });
        await allowed(env(), { actor, collection: pending, operation: 'list', query: priceHistoryQuery(PROPERTY.pending).spec });
      }
      for (const actor of STRANGERS) {
        await denied(env(), { actor, collection: pending, operation: 'get', docId: PRICE_CHANGE.ofPending });
        await denied(env(), { actor, collection: pending, operation: 'list', query: priceHistoryQuery(PROPERTY.pending).spec });
      }
    });

    it("denies a buyer the history of a rejected or withdrawn listing, and of one that does not exist (admins may read the first two)", async () => {
      for (const id of [PROPERTY.rejected, PROPERTY.withdrawn, 'no-such-listing']) {
        await denied(env(), { actor: 'user', collection: priceHistoryPath(id), operation: 'list', query: priceHistoryQuery(id).spec });
      }
      for (const id of [PROPERTY.rejected, PROPERTY.withdrawn]) {
        await allowed(env(), { actor: 'admin', collection: priceHistoryPath(id), operation: 'list', query: priceHistoryQuery(id).spec });
      }
    });

    it('denies EVERY client creating a history entry, with an automatic id or a chosen one, even its own agent and an admin', async () => {
      for (const actor of WRITERS) {
        await denied(env(), { actor, collection: verified, operation: 'create', data: forged });
        await denied(env(), { actor, collection: verified, operation: 'create', docId: 'forged-event', data: { ...forged, changedAt: REQUEST_TIME } });
        await denied(env(), { actor, collection: pending, operation: 'create', docId: 'forged-event', data: forged });
      }
    });

    it('denies EVERY client editing or deleting a recorded entry', async () => {
      for (const actor of WRITERS) {
        await denied(env(), { actor, collection: verified, operation: 'update', docId: PRICE_CHANGE.first, data: { MinimumPrice: 1 } });
        await denied(env(), { actor, collection: verified, operation: 'update', docId: PRICE_CHANGE.second, data: { changedAt: REQUEST_TIME } });
        await denied(env(), { actor, collection: verified, operation: 'delete', docId: PRICE_CHANGE.first });
        await denied(env(), { actor, collection: pending, operation: 'delete', docId: PRICE_CHANGE.ofPending });
      }
      // The entry is still there, as recorded.
      await allowed(env(), { actor: 'user', collection: verified, operation: 'get', docId: PRICE_CHANGE.first });
    });
  });
}
