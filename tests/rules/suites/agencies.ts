import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { openInvitationsQuery } from '../../../domain/src/queries/agencies';
import { agentListingsPageQuery, agentOffersPageQuery, agentSalesAggregateQuery } from '../../../domain/src/queries/agent';
import { IDENTITIES, type Actor } from '../matrix/actors';
import { AGENCY, AGENCY_WORLD, INVITATION, MEMBER, agencyAgentsPath, agentEntry, invitationDoc } from '../matrix/agencies';
import { PROPERTY, day } from '../matrix/listings';
import { REQUEST_TIME, newProperty } from '../matrix/payloads';
import type { Attempt, DocData } from '../matrix/types';
import { OFFER, WORLD } from '../matrix/world';
import { dbAs } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { seed, worldLeftUntouched } from '../support/seed';

const { user, otherUser, agent, otherAgent } = IDENTITIES;
type Write = Extract<Attempt<Actor>, { operation: 'create' | 'update' }>;

/** The actor writes `data` into an invitation. */
const invitationWrite = (actor: Actor, docId: string, data: DocData): Write => ({ actor, collection: 'agencyInvitations', operation: 'update', docId, data });
/** The actor writes their own users document. */
const ownUsersWrite = (actor: Exclude<Actor, 'signedOut'>, data: DocData): Write => ({ actor, collection: 'users', operation: 'update', docId: IDENTITIES[actor].uid, data });

/** The matrix's agent joined the agency (as accepting an invitation leaves them), for one test. */
async function agentJoined(env: RulesTestEnvironment): Promise<void> {
  await seed(env, [
    { collection: 'users', id: agent.uid, data: { ...WORLD.users[agent.uid], agencyUid: AGENCY.own } },
    { collection: agencyAgentsPath(AGENCY.own), id: agent.uid, data: agentEntry(agent.uid, day(9)) },
  ]);
}

/**
 * Agencies (docs/accounts.md "Agencies", docs/security-rules.md "Policy per collection"): what the
 * facade alone may do, attempted from a client. Each refusal beside the allowed read or write that
 * makes it meaningful.
 */
export function agenciesSuite(env: () => RulesTestEnvironment): void {
  describe('agencies', () => {
    describe('an agency inviting itself into another agency', () => {
      it("denies an agency writing itself into another agency's agents, its count or its own users document", async () => {
        const otherAgents = agencyAgentsPath(AGENCY.other);
        const entry = { ...agentEntry(otherAgent.uid, day(9)), joinedAt: REQUEST_TIME };
        await denied(env(), { actor: 'otherAgent', collection: otherAgents, operation: 'create', docId: otherAgent.uid, data: entry });
        await denied(env(), { actor: 'otherAgent', collection: otherAgents, operation: 'create', data: entry });
        await denied(env(), { actor: 'otherAgent', collection: otherAgents, operation: 'update', docId: MEMBER.ofOther, data: agentEntry(otherAgent.uid, day(9)) });
        await denied(env(), { actor: 'otherAgent', collection: 'agencies', operation: 'update', docId: AGENCY.other, data: { agentCount: 2 } });
        await denied(env(), ownUsersWrite('otherAgent', { agencyUid: AGENCY.other }));
        // Nor by an invitation of its own making, in the other agency's name, to itself.
        await denied(env(), {
          actor: 'otherAgent',
          collection: 'agencyInvitations',
          operation: 'create',
          data: { ...invitationDoc(AGENCY.other, 'Harbor Homes', otherAgent.email, 9), createdAt: REQUEST_TIME },
        });
        // Nor into its own agents, as if it were one of them.
        await denied(env(), { actor: 'otherAgent', collection: agencyAgentsPath(AGENCY.own), operation: 'create', docId: otherAgent.uid, data: entry });
        // The other agency and its agents are public: reading them is not the way in.
        await allowed(env(), { actor: 'otherAgent', collection: otherAgents, operation: 'get', docId: MEMBER.ofOther });
        await allowed(env(), { actor: 'otherAgent', collection: 'agencies', operation: 'get', docId: AGENCY.other });
        worldLeftUntouched();
      });

      it('denies an agent adding themselves to an agency, directly or through their users document (they may change their name)', async () => {
        await denied(env(), { actor: 'agent', collection: agencyAgentsPath(AGENCY.own), operation: 'create', docId: agent.uid, data: { ...agentEntry(agent.uid, day(9)), joinedAt: REQUEST_TIME } });
        await denied(env(), ownUsersWrite('agent', { agencyUid: AGENCY.own }));
        await denied(env(), ownUsersWrite('agent', { name: 'Agent of Hudson', agencyUid: AGENCY.own }));
        await denied(env(), { actor: 'agent', collection: 'agencies', operation: 'update', docId: AGENCY.own, data: { agentCount: 3 } });
        await allowed(env(), ownUsersWrite('agent', { name: 'Agent of Hudson' }));
      });

      it('denies an agent of an agency editing their entry, leaving, or moving to another agency (their profile stays theirs)', async () => {
        await agentJoined(env());
        const ownAgents = agencyAgentsPath(AGENCY.own);
        await denied(env(), { actor: 'agent', collection: ownAgents, operation: 'update', docId: agent.uid, data: { name: 'Top agent', joinedAt: day(1) } });
        await denied(env(), { actor: 'agent', collection: ownAgents, operation: 'delete', docId: agent.uid });
        await denied(env(), { actor: 'otherAgent', collection: ownAgents, operation: 'delete', docId: agent.uid });
        await denied(env(), ownUsersWrite('agent', { agencyUid: AGENCY.other }));
        await assertFails(updateDoc(doc(dbAs(env(), 'agent'), 'users', agent.uid), { agencyUid: deleteField() }));
        await allowed(env(), { actor: 'agent', collection: ownAgents, operation: 'get', docId: agent.uid });
        await allowed(env(), ownUsersWrite('agent', { name: 'Agent of Hudson' }));
      });
    });

    describe('an invitation used twice or by another e-mail address', () => {
      it('denies the invited person, another person or the agency accepting an invitation by writing it', async () => {
        const accept = (actor: Exclude<Actor, 'signedOut'>): DocData => ({ status: 'accepted', acceptedBy: IDENTITIES[actor].uid, acceptedAt: REQUEST_TIME });
        for (const actor of ['otherUser', 'user', 'agent', 'otherAgent', 'admin'] as const) {
          await denied(env(), invitationWrite(actor, INVITATION.open, accept(actor)));
          await denied(env(), invitationWrite(actor, INVITATION.open, { acceptedBy: IDENTITIES[actor].uid }));
        }
        // Nor turned to another address, or given a longer life.
        await denied(env(), invitationWrite('user', INVITATION.open, { email: user.email }));
        await denied(env(), invitationWrite('otherAgent', INVITATION.open, { email: user.email, expiresAt: day(28) }));
        await allowed(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.open });
        worldLeftUntouched();
      });

      it('denies using an accepted or withdrawn invitation again: opened, accepted by another, or its acceptance removed', async () => {
        for (const actor of ['otherAgent', 'admin', 'user', 'otherUser'] as const) {
          await denied(env(), invitationWrite(actor, INVITATION.accepted, { status: 'open' }));
          await denied(env(), invitationWrite(actor, INVITATION.accepted, { acceptedBy: IDENTITIES[actor].uid, acceptedAt: REQUEST_TIME }));
          await denied(env(), invitationWrite(actor, INVITATION.revoked, { status: 'open', expiresAt: day(28) }));
        }
        await assertFails(updateDoc(doc(dbAs(env(), 'otherAgent'), 'agencyInvitations', INVITATION.accepted), { acceptedBy: deleteField(), acceptedAt: deleteField(), status: 'open' }));
        await allowed(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.accepted });
        worldLeftUntouched();
      });

      it("denies reading an invitation's secret hash to another agency, the invited person and everyone else; its agency reads it", async () => {
        for (const actor of ['signedOut', 'user', 'otherUser', 'agent', 'fraud', 'newcomer'] as const) {
          await denied(env(), { actor, collection: 'agencyInvitations', operation: 'get', docId: INVITATION.open });
        }
        await denied(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.ofOther });
        await denied(env(), { actor: 'user', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.ofOther });
        await denied(env(), { actor: 'user', collection: 'agencyInvitations', operation: 'list', query: { where: [['email', '==', user.email]], limit: 1 } });
        const tokenHash = String(AGENCY_WORLD.agencyInvitations[INVITATION.open]?.tokenHash);
        await denied(env(), { actor: 'otherUser', collection: 'agencyInvitations', operation: 'list', query: { where: [['tokenHash', '==', tokenHash]], limit: 1 } });
        const read = await assertSucceeds(getDoc(doc(dbAs(env(), 'otherAgent'), 'agencyInvitations', INVITATION.open)));
        expect(read.get('tokenHash')).toBe(tokenHash);
        expect(read.get('email')).toBe(otherUser.email);
        worldLeftUntouched();
      });
    });

    describe('who sells a listing (its seller, written by the listing trigger only)', () => {
      const sellers = [
        { kind: 'agency', agencyUid: AGENCY.own, agencyName: 'Forged Realty', agencyLogo: '' },
        { kind: 'developer', agencyUid: '', agencyName: '', agencyLogo: '' },
      ];
      it('denies an agent naming an agency or a kind on a new listing or an edit; the same listing without it passes', async () => {
        for (const seller of sellers) {
          await denied(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', { seller }) });
          await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: { seller } });
          await denied(env(), { actor: 'admin', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: { seller } });
        }
        await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent') });
      });
    });

    describe("an agency reading its agents' listings and offers (My agency)", () => {
      const listings = agentListingsPageQuery(agent.uid).spec;
      const offers = agentOffersPageQuery(agent.uid).spec;
      const sales = agentSalesAggregateQuery(agent.uid).spec;

      it('denies the agency an agent who is not (or no longer) one of its own: their pending listing, their offers, their sales', async () => {
        await denied(env(), { actor: 'otherAgent', collection: 'properties', operation: 'get', docId: PROPERTY.pending });
        await denied(env(), { actor: 'otherAgent', collection: 'properties', operation: 'list', query: listings });
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'get', docId: OFFER.byUser });
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: offers });
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: sales });
      });

      it("lets the agency read its agent's listings, unpublished ones too, and the offers on them; nobody else gains anything", async () => {
        await agentJoined(env());
        await allowed(env(), { actor: 'otherAgent', collection: 'properties', operation: 'get', docId: PROPERTY.pending });
        await allowed(env(), { actor: 'otherAgent', collection: 'properties', operation: 'get', docId: PROPERTY.rejected });
        await allowed(env(), { actor: 'otherAgent', collection: 'properties', operation: 'list', query: listings });
        await allowed(env(), { actor: 'otherAgent', collection: 'offers', operation: 'get', docId: OFFER.byUser });
        await allowed(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: offers });
        await allowed(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: sales });
        // Reading is all: it edits nothing of them.
        await denied(env(), { actor: 'otherAgent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: { title: 'Renamed by the agency' } });
        // A list that does not name the agent cannot be proved its own, and one agent's page is not the way to another's.
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: { where: [['status', '==', 'pending']], limit: 10 } });
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: agentOffersPageQuery(MEMBER.ofOther).spec });
        // The agency's agents see one another's names on its page, not one another's offers.
        await denied(env(), { actor: 'agent', collection: 'offers', operation: 'list', query: agentOffersPageQuery(MEMBER.first).spec });
        await denied(env(), { actor: 'agent', collection: 'properties', operation: 'list', query: agentListingsPageQuery(MEMBER.first).spec });
        for (const actor of ['user', 'otherUser', 'fraud', 'newcomer', 'signedOut'] as const) {
          await denied(env(), { actor, collection: 'offers', operation: 'list', query: offers });
          await denied(env(), { actor, collection: 'properties', operation: 'get', docId: PROPERTY.pending });
        }
      });

      it('denies an agency marked fraud its agents’ listings and offers and its own invitations, even before its team is dissolved', async () => {
        await agentJoined(env());
        await seed(env(), [{ collection: 'users', id: otherAgent.uid, data: { ...WORLD.users[otherAgent.uid], roll: 'fraud' } }]);
        await denied(env(), { actor: 'otherAgent', collection: 'properties', operation: 'get', docId: PROPERTY.pending });
        await denied(env(), { actor: 'otherAgent', collection: 'offers', operation: 'list', query: offers });
        await denied(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.open });
        await denied(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'list', query: openInvitationsQuery(AGENCY.own).spec });
      });
    });

    describe("an agent listing another agency's invitations", () => {
      const withoutAgency = { where: [['status', '==', 'open']], orderBy: [['createdAt', 'desc']], limit: 50 } as const;

      it('denies a list without the agencyUid constraint, or with another agency’s uid; the agency lists its own', async () => {
        for (const actor of ['agent', 'otherAgent', 'user', 'otherUser', 'fraud', 'signedOut'] as const) {
          await denied(env(), { actor, collection: 'agencyInvitations', operation: 'list', query: withoutAgency });
          await denied(env(), { actor, collection: 'agencyInvitations', operation: 'list', query: openInvitationsQuery(AGENCY.other).spec });
        }
        for (const actor of ['agent', 'user', 'otherUser', 'fraud', 'signedOut'] as const) {
          await denied(env(), { actor, collection: 'agencyInvitations', operation: 'list', query: openInvitationsQuery(AGENCY.own).spec });
        }
        // The agency's own uid with any other status is its own too; another's never.
        await allowed(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'list', query: { where: [['agencyUid', '==', AGENCY.own]], limit: 10 } });
        await denied(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'list', query: { where: [['agencyUid', 'in', [AGENCY.own, AGENCY.other]]], limit: 10 } });
        await allowed(env(), { actor: 'otherAgent', collection: 'agencyInvitations', operation: 'list', query: openInvitationsQuery(AGENCY.own).spec });
        worldLeftUntouched();
      });

      it("denies an agent of the agency listing or reading its invitations (its agents' list is public)", async () => {
        await agentJoined(env());
        await denied(env(), { actor: 'agent', collection: 'agencyInvitations', operation: 'list', query: openInvitationsQuery(AGENCY.own).spec });
        await denied(env(), { actor: 'agent', collection: 'agencyInvitations', operation: 'list', query: withoutAgency });
        await denied(env(), { actor: 'agent', collection: 'agencyInvitations', operation: 'get', docId: INVITATION.openNewer });
        await allowed(env(), { actor: 'agent', collection: agencyAgentsPath(AGENCY.own), operation: 'list', query: { limit: 10 } });
      });
    });
  });
}
