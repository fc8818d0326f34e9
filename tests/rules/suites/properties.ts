import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { locationSearchKeys } from '../../../domain/src/search';
import { IDENTITIES } from '../matrix/actors';
import { REQUEST_TIME, listingEdit, newProperty, priceEdit, verdictOn } from '../matrix/payloads';
import { PROPERTY, agentInfo, propertyOf } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { seed } from '../support/seed';

const long = (length: number): string => 'x'.repeat(length);

/** properties/{id}: the shape of a new listing, of an agent's edit and of an admin's verdict. */
export function propertiesSuite(env: () => RulesTestEnvironment): void {
  describe('properties', () => {
    const create = (overrides: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'create' as const, data: newProperty('agent', overrides) });
    const edit = (data: DocData, docId: string = PROPERTY.verified) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });
    const verdict = (data: DocData, docId: string = PROPERTY.pending) => ({ actor: 'admin' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });

    it('allows text fields up to their TEXT_LIMITS and no longer', async () => {
      // The cover's bound is its address (an intake address, far shorter than TEXT_LIMITS.url): picture-addresses.ts.
      const limits = { title: TEXT_LIMITS.title, location: TEXT_LIMITS.location, Details: TEXT_LIMITS.details } as const;
      await allowed(env(), create(Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, long(max)]))));
      for (const [field, max] of Object.entries(limits)) {
        await denied(env(), create({ [field]: long(max + 1) }));
        await denied(env(), create({ [field]: '' }));
      }
    });

    it('allows ONLY prices that are numbers of at least 0', async () => {
      await allowed(env(), create({ MinimumPrice: 0, MaximumPrice: 0.5 }));
      await denied(env(), create({ MinimumPrice: -1 }));
      await denied(env(), create({ MaximumPrice: '200000' }));
    });

    it('denies a new listing carrying locationKeys, even the right ones (a trigger derives them), and allows it without', async () => {
      await denied(env(), create({ locationKeys: ['new york', 'new'] }));
      await denied(env(), create({ locationKeys: locationSearchKeys(String(newProperty('agent').location)) }));
      await denied(env(), create({ locationKeys: [] }));
      await allowed(env(), create({}));
    });

    it('denies an edit changing locationKeys, with or without a location change', async () => {
      await denied(env(), edit(listingEdit('agent', { locationKeys: locationSearchKeys(String(listingEdit('agent').location)) })));
      await denied(env(), edit(priceEdit('agent', { locationKeys: ['paris', 'new york', 'new'] })));
      await denied(env(), edit(priceEdit('agent', { locationKeys: [] })));
      await allowed(env(), edit(listingEdit('agent')));
    });

    it("allows ONLY the agent block {uid, name, email, image} with the caller's own e-mail", async () => {
      const own = agentInfo(IDENTITIES.agent);
      await denied(env(), create({ agent: { ...own, email: 'someone@example.com' } }));
      await denied(env(), create({ agent: { ...own, phone: '555' } }));
      await denied(env(), create({ agent: IDENTITIES.agent.uid }));
      await denied(env(), create({ agent: { ...own, name: long(TEXT_LIMITS.name + 1) } }));
    });

    it('allows a new listing ONLY not withdrawn and timestamped with the request time', async () => {
      await denied(env(), create({ withdrawn: true }));
      await denied(env(), create({ updatedAt: { $at: '2020-01-01T00:00:00.000Z' } }));
    });

    it('allows an edit ONLY with updatedAt set to the request time', async () => {
      await allowed(env(), edit(listingEdit('agent')));
      await denied(env(), edit(listingEdit('agent', { updatedAt: { $at: '2020-01-01T00:00:00.000Z' } })));
      await denied(env(), edit({ title: 'No timestamp' }));
    });

    it('allows an edit to keep the listing valid (bounds as on create)', async () => {
      await denied(env(), edit(listingEdit('agent', { title: long(TEXT_LIMITS.title + 1) })));
      await denied(env(), edit(listingEdit('agent', { MinimumPrice: -5 })));
    });

    it('denies the agent any change to status, isVerified, withdrawn, agent.uid, createdAt or sold fields', async () => {
      const forbidden: DocData[] = [
        { status: 'verified' },
        { isVerified: true },
        { withdrawn: true },
        { agent: { ...agentInfo(IDENTITIES.agent), uid: IDENTITIES.otherAgent.uid } },
        { createdAt: { $at: '2020-01-01T00:00:00.000Z' } },
        { soldAt: { $requestTime: true } },
        { soldOfferId: 'offer-x' },
      ];
      for (const change of forbidden) await denied(env(), edit(listingEdit('agent', change), PROPERTY.pending));
      await allowed(env(), edit(listingEdit('agent'), PROPERTY.pending));
    });

    it('allows a verdict ONLY with isVerified true iff the status is verified', async () => {
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'verified', { isVerified: false })));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'rejected', { isVerified: true })));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'sold')));
      await allowed(env(), verdict(verdictOn(PROPERTY.pending, 'verified')));
    });

    it('denies a verdict on a listing that is no longer pending', async () => {
      await denied(env(), verdict(verdictOn(PROPERTY.verified, 'rejected'), PROPERTY.verified));
      await denied(env(), verdict(verdictOn(PROPERTY.rejected, 'verified'), PROPERTY.rejected));
    });

    it('denies a verdict that does not carry the updatedAt of the content it judged: missing, older (edited since), or made up', async () => {
      await denied(env(), verdict({ status: 'verified', isVerified: true }));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'verified', { judgedUpdatedAt: { $at: '2020-01-01T00:00:00.000Z' } })));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'rejected', { judgedUpdatedAt: REQUEST_TIME })));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'verified', { judgedUpdatedAt: null })));
      await allowed(env(), verdict(verdictOn(PROPERTY.pending, 'rejected')));
    });

    it("denies an admin's verdict on their own listing (an agent promoted to admin keeps theirs); another admin decides it", async () => {
      const own = 'prop-admins-own';
      await seed(env(), [{ collection: 'properties', id: own, data: { ...propertyOf(PROPERTY.pending), agent: agentInfo(IDENTITIES.admin) } }]);
      const judge = (actor: 'admin' | 'otherAdmin') => ({ ...verdict(verdictOn(PROPERTY.pending, 'verified'), own), actor });
      await denied(env(), judge('admin'));
      await allowed(env(), judge('otherAdmin'));
    });

    it('denies an admin touching anything but status, isVerified and the judged updatedAt with a verdict', async () => {
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'verified', { updatedAt: { $requestTime: true } })));
      await denied(env(), verdict(verdictOn(PROPERTY.pending, 'verified', { withdrawn: true })));
    });
  });
}
