import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { documentsPath, documentsQuery } from '../../../domain/src/legal-check';
import type { Actor } from '../matrix/actors';
import { LEGAL_DOCUMENT, legalCheck } from '../matrix/legal-check';
import { PROPERTY, propertyOf } from '../matrix/listings';
import { listingEdit, priceEdit, verdictOn } from '../matrix/payloads';
import { allowed, denied } from '../support/expect-case';
import { seed } from '../support/seed';

const deeds = documentsPath(PROPERTY.verified);

/**
 * Attacks on the legal check beyond the matrix's rows (docs/security-rules.md "Legal check"): strangers
 * after a listing's ownership documents, and agents or admins writing the check a function owns.
 */
export function legalCheckSuite(env: () => RulesTestEnvironment): void {
  describe('legal check', () => {
    it("denies a buyer and another agent a public listing's ownership documents, one by one or listed (its agent reads them)", async () => {
      for (const actor of ['signedOut', 'user', 'otherUser', 'otherAgent', 'fraud', 'newcomer'] as const satisfies readonly Actor[]) {
        await denied(env(), {
          actor,
          collection: deeds,
          operation: 'get',
          docId: LEGAL_DOCUMENT.deed,
        });
        await denied(env(), {
          actor,
          collection: deeds,
          operation: 'list',
          query: documentsQuery(PROPERTY.verified).spec,
        });
        await denied(env(), {
          actor,
          collection: deeds,
          operation: 'list',
          query: {},
        });
      }
      await allowed(env(), {
        actor: 'agent',
        collection: deeds,
        operation: 'list',
        query: documentsQuery(PROPERTY.verified).spec,
      });
    });

    it('denies a buyer the documents of a listing that does not exist (an admin reads its empty list)', async () => {
      const missing = documentsPath('no-such-listing');
      await denied(env(), {
        actor: 'user',
        collection: missing,
        operation: 'list',
        query: documentsQuery('no-such-listing').spec,
      });
      await allowed(env(), {
        actor: 'admin',
        collection: missing,
        operation: 'list',
        query: documentsQuery('no-such-listing').spec,
      });
    });

    it('denies its agent turning a failed check into a passed one, or removing it, however it is written', async () => {
      await seed(env(), [
        {
          collection: 'properties',
          id: PROPERTY.verified,
          data: {
            ...propertyOf(PROPERTY.verified),
            legalCheck: legalCheck('failed'),
          },
        },
      ]);
      await denied(env(), {
        actor: 'agent',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: priceEdit('agent', { legalCheck: legalCheck('passed') }),
      });
      await denied(env(), {
        actor: 'agent',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: priceEdit('agent', { 'legalCheck.status': 'passed' }),
      });
      await denied(env(), {
        actor: 'agent',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: priceEdit('agent', { 'legalCheck.checkedAt': null }),
      });
      await denied(env(), {
        actor: 'agent',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: listingEdit('agent', { legalCheck: legalCheck('pending') }),
      });
      // The same edit without the check goes through: the check is what is refused.
      await allowed(env(), {
        actor: 'agent',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: priceEdit('agent'),
      });
    });

    it('denies an admin writing the check directly, alone or beside a verdict (the facade path decides it)', async () => {
      await denied(env(), {
        actor: 'admin',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: { legalCheck: legalCheck('passed') },
      });
      await denied(env(), {
        actor: 'admin',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.verified,
        data: { 'legalCheck.status': 'passed' },
      });
      await denied(env(), {
        actor: 'otherAdmin',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.pending,
        data: verdictOn(PROPERTY.pending, 'verified', {
          'legalCheck.status': 'passed',
        }),
      });
      await allowed(env(), {
        actor: 'otherAdmin',
        collection: 'properties',
        operation: 'update',
        docId: PROPERTY.pending,
        data: verdictOn(PROPERTY.pending, 'verified'),
      });
    });

    it('denies its agent and admins forging a document record (only the facade records one, with its file)', async () => {
      for (const actor of ['agent', 'admin'] as const) {
        await denied(env(), {
          actor,
          collection: deeds,
          operation: 'create',
          docId: 'forged',
          data: {
            name: 'Deed.pdf',
            contentType: 'application/pdf',
            size: 1,
            uploadedAt: { $requestTime: true },
          },
        });
        await denied(env(), {
          actor,
          collection: deeds,
          operation: 'update',
          docId: LEGAL_DOCUMENT.deed,
          data: { contentType: 'text/html' },
        });
      }
    });
  });
}
