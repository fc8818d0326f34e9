// The admin handle first: it points the Admin SDK (the functions code run here included) at the emulators.
import { db } from '../facade/support/admin';
import { ROOMY_ACCOUNT } from '../../support/billing-fixture';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, setLogLevel, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@homehaven/domain/roles';
import type { RenderedRead } from '@homehaven/domain/rendered-page';
import type { CollectionQuery, QuerySpec } from '@homehaven/domain/queries/query-spec';
import { buyerOffersPageQuery, wishlistPageQuery } from '@homehaven/domain/queries/buyer';
import { agentListingsPageQuery, agentOffersPageQuery } from '@homehaven/domain/queries/agent';
import { adminListingsPageQuery, usersPageQuery } from '@homehaven/domain/queries/admin';
import { applicationDecisionsQuery, pendingApplicationsPageQuery } from '@homehaven/domain/queries/applications';
import { agencyAgentsPageQuery, openInvitationsQuery } from '@homehaven/domain/queries/agencies';
import { plansOnSaleQuery } from '@homehaven/domain/queries/plans';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { locationSearchKeys } from '@homehaven/domain/search';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import type { Caller } from '../../../functions/src/http/caller';
import { signedInReads } from '../../../functions/src/pages/signed-in-reads';
import { buildQuery } from '../../../web/src/lib/firebase/build-query';
import { firestoreOf } from '../../rules/support/env';
import { EMULATORS, PROJECT_ID } from '../../../tools/emulators/config';
import { newPrefix } from '../facade/support/run';

/**
 * A signed-in page rendered per request reads with the Admin SDK, which the rules do not bind, so
 * `signedInReads` judges each read as firestore.rules would for the person (docs/decisions.md "Signed-in
 * pages rendered per request"). Its own tests (reads.test.ts) check its side alone; here each key of
 * the table is also read through the Firestore client SDK, signed in as the person, against the
 * emulator, which runs the repository's firestore.rules for the functions suite's project (firebase.json
 * names them; the emulators load them at start), and the two must agree: whatever signedInReads reads, the rules let the person read, with the same
 * documents; a listing it answers as none is one the rules refuse them or one that does not exist.
 * Conversely, what the person's pages need (their own lists and documents, an admin's lists) the rules
 * allow and signedInReads reads. Each case also states what the rules answer, so a case that no longer
 * tests what it says (the seeded data, a rule changed) fails rather than passing on nothing.
 */

/** The people of the table, by their users document's role (null: signed in, no users document yet; fraud: an agent an admin marked fraud). */
const PEOPLE = {
  buyer: 'user',
  otherBuyer: 'user',
  agent: 'agent',
  otherAgent: 'agent',
  /** An approved agency (an agent account with an agencies/ profile), `agent` one of its agents. */
  agency: 'agent',
  admin: 'admin',
  fraud: 'fraud',
  newcomer: null,
} as const satisfies Record<string, Role | null>;
type Person = keyof typeof PEOPLE;

const prefix = newPrefix();
const uid = (person: Person): string => `${prefix}-${person}`;
const emailOf = (person: Person): string => `${uid(person)}@example.com`.toLowerCase();
const caller = (person: Person): Caller => ({
  uid: uid(person),
  email: emailOf(person),
  role: PEOPLE[person],
  name: person,
  image: '',
  accountType: person === 'agency' ? 'agency' : '',
  agencyUid: '',
});

const LISTINGS = {
  agentPublic: `${prefix}-agent-public`,
  agentPending: `${prefix}-agent-pending`,
  otherAgentPending: `${prefix}-other-agent-pending`,
  /** The fraud agent's: verified, withdrawn when they were marked fraud. */
  fraudWithdrawn: `${prefix}-fraud-withdrawn`,
  missing: `${prefix}-missing`,
};
const OFFERS = { buyer: `${prefix}-offer-buyer`, otherBuyer: `${prefix}-offer-other-buyer` };
const INVITATIONS = { agency: `${prefix}-invitation-agency`, otherAgent: `${prefix}-invitation-other-agent`, fraud: `${prefix}-invitation-fraud` };

const key = (query: CollectionQuery): string => JSON.stringify(query);
const list = (collection: string, spec: QuerySpec): string => JSON.stringify({ collection, spec });
const withSpec = (query: CollectionQuery, spec: QuerySpec): string => JSON.stringify({ ...query, spec: { ...query.spec, ...spec } });

/** One read a page's hook may ask for, for one person, and what the rules answer that person. */
interface Case {
  readonly person: Person;
  /** The read in words (the test's name). */
  readonly what: string;
  readonly key: string;
  /** What firestore.rules answer the same read through the client SDK; `no read`: the key names no read the SDK can make. */
  readonly rules: 'allow' | 'refuse' | 'no read';
  /** A read the person's pages need: signedInReads must read it. */
  readonly needed?: true;
}

const CASES: readonly Case[] = [
  // Own lists, each by one of its owner fields, and other people's.
  { person: 'buyer', what: 'own wishlist (userUid)', key: key(wishlistPageQuery(uid('buyer'))), rules: 'allow', needed: true },
  { person: 'buyer', what: 'another buyer’s wishlist', key: key(wishlistPageQuery(uid('otherBuyer'))), rules: 'refuse' },
  { person: 'buyer', what: 'own offers (buyerUid)', key: key(buyerOffersPageQuery(uid('buyer'))), rules: 'allow', needed: true },
  { person: 'buyer', what: 'another buyer’s offers', key: key(buyerOffersPageQuery(uid('otherBuyer'))), rules: 'refuse' },
  { person: 'buyer', what: 'an agent’s offers (agentUid)', key: key(agentOffersPageQuery(uid('agent'))), rules: 'refuse' },
  { person: 'buyer', what: 'an agent’s listings (agent.uid)', key: key(agentListingsPageQuery(uid('agent'))), rules: 'refuse' },
  { person: 'buyer', what: 'listings under their own uid (agent.uid), not being an agent', key: key(agentListingsPageQuery(uid('buyer'))), rules: 'refuse' },
  { person: 'buyer', what: 'an agency’s invitations (agencyUid)', key: key(openInvitationsQuery(uid('agency'))), rules: 'refuse' },
  { person: 'buyer', what: 'invitations under their own uid (agencyUid)', key: key(openInvitationsQuery(uid('buyer'))), rules: 'allow' },
  { person: 'otherBuyer', what: 'own wishlist (userUid)', key: key(wishlistPageQuery(uid('otherBuyer'))), rules: 'allow', needed: true },
  { person: 'agent', what: 'own offers (agentUid)', key: key(agentOffersPageQuery(uid('agent'))), rules: 'allow', needed: true },
  { person: 'agent', what: 'own listings (agent.uid)', key: key(agentListingsPageQuery(uid('agent'))), rules: 'allow', needed: true },
  {
    person: 'agent',
    what: 'own listings, pending only',
    key: list('properties', {
      where: [
        ['agent.uid', '==', uid('agent')],
        ['status', '==', 'pending'],
      ],
      limit: 13,
    }),
    rules: 'allow',
    needed: true,
  },
  { person: 'agent', what: 'another agent’s offers', key: key(agentOffersPageQuery(uid('otherAgent'))), rules: 'refuse' },
  { person: 'agent', what: 'another agent’s listings', key: key(agentListingsPageQuery(uid('otherAgent'))), rules: 'refuse' },
  { person: 'agent', what: 'a buyer’s wishlist', key: key(wishlistPageQuery(uid('buyer'))), rules: 'refuse' },
  { person: 'otherAgent', what: 'another agent’s listings', key: key(agentListingsPageQuery(uid('agent'))), rules: 'refuse' },
  { person: 'agency', what: 'own invitations (agencyUid)', key: key(openInvitationsQuery(uid('agency'))), rules: 'allow', needed: true },
  { person: 'agency', what: 'another agency’s invitations', key: key(openInvitationsQuery(uid('otherAgent'))), rules: 'refuse' },
  { person: 'agency', what: 'its agent’s listings (the rules’ agency branch)', key: key(agentListingsPageQuery(uid('agent'))), rules: 'allow', needed: true },
  { person: 'agency', what: 'its agent’s offers (the rules’ agency branch)', key: key(agentOffersPageQuery(uid('agent'))), rules: 'allow', needed: true },
  { person: 'agency', what: 'listings of an agent not in the agency', key: key(agentListingsPageQuery(uid('otherAgent'))), rules: 'refuse' },
  { person: 'agency', what: 'offers on an agent not in the agency', key: key(agentOffersPageQuery(uid('otherAgent'))), rules: 'refuse' },
  { person: 'otherAgent', what: 'an agency’s agent’s offers, not being that agency', key: key(agentOffersPageQuery(uid('agent'))), rules: 'refuse' },
  // Fraud accounts and people without a users document get the app's shell before any read (docs/decisions.md
  // "Signed-in pages rendered per request", Who asks); signedInReads still judges their reads as the rules do.
  { person: 'fraud', what: 'own wishlist (userUid)', key: key(wishlistPageQuery(uid('fraud'))), rules: 'allow' },
  { person: 'fraud', what: 'own offers as an agent (agentUid)', key: key(agentOffersPageQuery(uid('fraud'))), rules: 'allow' },
  { person: 'fraud', what: 'own listings (agent.uid), no longer an agent', key: key(agentListingsPageQuery(uid('fraud'))), rules: 'refuse' },
  { person: 'fraud', what: 'own invitations (agencyUid), marked fraud', key: key(openInvitationsQuery(uid('fraud'))), rules: 'refuse' },
  { person: 'newcomer', what: 'own wishlist (userUid)', key: key(wishlistPageQuery(uid('newcomer'))), rules: 'allow' },
  { person: 'newcomer', what: 'listings under their own uid (agent.uid), with no role', key: key(agentListingsPageQuery(uid('newcomer'))), rules: 'refuse' },

  // Lists not narrowed to an owner, or narrowed otherwise than by an equality with the person's uid.
  { person: 'buyer', what: 'every wishlist entry', key: list('wishlist', { orderBy: [['createdAt', 'desc']], limit: 13 }), rules: 'refuse' },
  { person: 'buyer', what: 'every offer', key: list('offers', { orderBy: [['createdAt', 'desc']], limit: 13 }), rules: 'refuse' },
  { person: 'buyer', what: 'own wishlist by a range rather than an equality', key: list('wishlist', { where: [['userUid', '>=', uid('buyer')]], limit: 13 }), rules: 'refuse' },
  { person: 'buyer', what: 'users by role', key: list('users', { where: [['roll', '==', 'admin']], limit: 13 }), rules: 'refuse' },
  { person: 'agent', what: 'every listing (Manage properties, All)', key: key(adminListingsPageQuery('all')), rules: 'refuse' },
  { person: 'agent', what: 'every invitation', key: list('agencyInvitations', { limit: 13 }), rules: 'refuse' },

  // Admins' lists.
  { person: 'admin', what: 'Manage properties, Pending', key: key(adminListingsPageQuery('pending')), rules: 'allow', needed: true },
  { person: 'admin', what: 'Manage properties, All', key: key(adminListingsPageQuery('all')), rules: 'allow', needed: true },
  { person: 'admin', what: 'Approvals (applications waiting)', key: key(pendingApplicationsPageQuery()), rules: 'allow', needed: true },
  { person: 'admin', what: 'Manage users', key: key(usersPageQuery(null)), rules: 'allow', needed: true },
  { person: 'admin', what: 'every offer', key: list('offers', { orderBy: [['createdAt', 'desc']], limit: 13 }), rules: 'allow', needed: true },
  { person: 'admin', what: 'an agent’s listings', key: key(agentListingsPageQuery(uid('agent'))), rules: 'allow', needed: true },
  { person: 'admin', what: 'every invitation (not a rendered kind)', key: list('agencyInvitations', { limit: 13 }), rules: 'allow' },
  { person: 'admin', what: 'refunds (not a rendered kind)', key: list('refunds', { limit: 13 }), rules: 'allow' },
  { person: 'agent', what: 'Manage properties, Pending', key: key(adminListingsPageQuery('pending')), rules: 'refuse' },
  { person: 'agent', what: 'Approvals (applications waiting)', key: key(pendingApplicationsPageQuery()), rules: 'refuse' },
  { person: 'buyer', what: 'Manage users', key: key(usersPageQuery(null)), rules: 'refuse' },

  // An application's decisions.
  { person: 'buyer', what: 'own application’s decisions', key: key(applicationDecisionsQuery(uid('buyer'))), rules: 'allow', needed: true },
  { person: 'buyer', what: 'another’s application’s decisions', key: key(applicationDecisionsQuery(uid('otherBuyer'))), rules: 'refuse' },
  { person: 'agent', what: 'a buyer’s application’s decisions', key: key(applicationDecisionsQuery(uid('buyer'))), rules: 'refuse' },
  { person: 'admin', what: 'a buyer’s application’s decisions', key: key(applicationDecisionsQuery(uid('otherBuyer'))), rules: 'allow', needed: true },
  { person: 'newcomer', what: 'own application’s decisions (none yet)', key: key(applicationDecisionsQuery(uid('newcomer'))), rules: 'allow', needed: true },

  // The plans on sale: everyone lists the visible ones (Billing paints them); every plan is an admin's.
  { person: 'agent', what: 'the plans on sale (Billing)', key: key(plansOnSaleQuery()), rules: 'allow', needed: true },
  { person: 'agent', what: 'every plan, hidden ones too', key: list('plans', { orderBy: [['order', 'asc']], limit: 13 }), rules: 'refuse' },
  { person: 'admin', what: 'every plan (the admins’ Plans screen)', key: list('plans', { orderBy: [['order', 'asc']], limit: 13 }), rules: 'allow', needed: true },

  // Agencies and their agents: public.
  { person: 'buyer', what: 'agencies', key: list('agencies', { limit: 13 }), rules: 'allow' },
  { person: 'buyer', what: 'an agency’s agents', key: key(agencyAgentsPageQuery(uid('agency'))), rules: 'allow' },
  { person: 'agency', what: 'own agents (My agency)', key: key(agencyAgentsPageQuery(uid('agency'))), rules: 'allow', needed: true },

  // Limits: at most 50 documents a read; none or more is left out (the rules themselves allow any).
  { person: 'buyer', what: 'own wishlist, limit 50', key: withSpec(wishlistPageQuery(uid('buyer')), { limit: 50 }), rules: 'allow', needed: true },
  { person: 'buyer', what: 'own wishlist, limit 51', key: withSpec(wishlistPageQuery(uid('buyer')), { limit: 51 }), rules: 'allow' },
  { person: 'buyer', what: 'own wishlist, limit 5,000', key: withSpec(wishlistPageQuery(uid('buyer')), { limit: 5_000 }), rules: 'allow' },
  { person: 'buyer', what: 'own wishlist, no limit', key: list('wishlist', { where: [['userUid', '==', uid('buyer')]] }), rules: 'allow' },
  { person: 'admin', what: 'Manage properties, All, backwards 51', key: withSpec(adminListingsPageQuery('all'), { limit: undefined, limitToLast: 51 }), rules: 'allow' },
  { person: 'agent', what: 'own listings, limit 500', key: withSpec(agentListingsPageQuery(uid('agent')), { limit: 500 }), rules: 'allow' },

  // Documents: users and applications (own; anyone's for an admin).
  { person: 'buyer', what: 'own users document', key: `users/${uid('buyer')}`, rules: 'allow', needed: true },
  { person: 'buyer', what: 'another’s users document', key: `users/${uid('otherBuyer')}`, rules: 'refuse' },
  { person: 'buyer', what: 'own application', key: `applications/${uid('buyer')}`, rules: 'allow', needed: true },
  { person: 'buyer', what: 'another’s application', key: `applications/${uid('otherBuyer')}`, rules: 'refuse' },
  { person: 'agent', what: 'own users document', key: `users/${uid('agent')}`, rules: 'allow', needed: true },
  { person: 'agent', what: 'a buyer’s users document', key: `users/${uid('buyer')}`, rules: 'refuse' },
  { person: 'agent', what: 'a buyer’s application', key: `applications/${uid('buyer')}`, rules: 'refuse' },
  { person: 'admin', what: 'own users document', key: `users/${uid('admin')}`, rules: 'allow', needed: true },
  { person: 'admin', what: 'a buyer’s users document', key: `users/${uid('buyer')}`, rules: 'allow', needed: true },
  { person: 'admin', what: 'a buyer’s application', key: `applications/${uid('buyer')}`, rules: 'allow', needed: true },
  { person: 'fraud', what: 'own users document', key: `users/${uid('fraud')}`, rules: 'allow' },
  { person: 'newcomer', what: 'own users document (none yet)', key: `users/${uid('newcomer')}`, rules: 'allow', needed: true },
  { person: 'newcomer', what: 'own application (none yet)', key: `applications/${uid('newcomer')}`, rules: 'allow', needed: true },

  // Documents: listings, public or not, for a buyer, their agent, another agent, the agent's agency and an admin.
  { person: 'buyer', what: 'a public listing', key: `properties/${LISTINGS.agentPublic}`, rules: 'allow', needed: true },
  { person: 'buyer', what: 'a pending listing', key: `properties/${LISTINGS.agentPending}`, rules: 'refuse' },
  { person: 'buyer', what: 'a withdrawn listing', key: `properties/${LISTINGS.fraudWithdrawn}`, rules: 'refuse' },
  { person: 'buyer', what: 'a listing that does not exist', key: `properties/${LISTINGS.missing}`, rules: 'refuse' },
  { person: 'agent', what: 'own pending listing', key: `properties/${LISTINGS.agentPending}`, rules: 'allow', needed: true },
  { person: 'agent', what: 'own public listing', key: `properties/${LISTINGS.agentPublic}`, rules: 'allow', needed: true },
  { person: 'agent', what: 'another agent’s pending listing', key: `properties/${LISTINGS.otherAgentPending}`, rules: 'refuse' },
  { person: 'otherAgent', what: 'another agent’s pending listing', key: `properties/${LISTINGS.agentPending}`, rules: 'refuse' },
  { person: 'otherAgent', what: 'another agent’s public listing', key: `properties/${LISTINGS.agentPublic}`, rules: 'allow', needed: true },
  { person: 'agency', what: 'its agent’s pending listing (the rules’ agency branch)', key: `properties/${LISTINGS.agentPending}`, rules: 'allow' },
  { person: 'admin', what: 'a pending listing', key: `properties/${LISTINGS.agentPending}`, rules: 'allow', needed: true },
  { person: 'admin', what: 'a withdrawn listing', key: `properties/${LISTINGS.fraudWithdrawn}`, rules: 'allow', needed: true },
  { person: 'admin', what: 'a listing that does not exist', key: `properties/${LISTINGS.missing}`, rules: 'allow' },
  { person: 'fraud', what: 'own withdrawn listing', key: `properties/${LISTINGS.fraudWithdrawn}`, rules: 'refuse' },

  // Documents: agencies and their agents, public.
  { person: 'buyer', what: 'an agency', key: `agencies/${uid('agency')}`, rules: 'allow', needed: true },
  { person: 'buyer', what: 'an agency’s agent', key: `agencies/${uid('agency')}/agents/${uid('agent')}`, rules: 'allow', needed: true },
  { person: 'buyer', what: 'an agency that does not exist', key: `agencies/${prefix}-no-agency`, rules: 'allow' },
  { person: 'agency', what: 'own agency profile', key: `agencies/${uid('agency')}`, rules: 'allow', needed: true },

  // Documents: billing accounts, their holder's and admins' (docs/plans.md "Quotas").
  { person: 'agent', what: 'own billing account', key: `billingAccounts/${uid('agent')}`, rules: 'allow', needed: true },
  { person: 'agency', what: 'own billing account', key: `billingAccounts/${uid('agency')}`, rules: 'allow', needed: true },
  { person: 'otherAgent', what: 'another agent’s billing account', key: `billingAccounts/${uid('agent')}`, rules: 'refuse' },
  { person: 'buyer', what: 'an agent’s billing account', key: `billingAccounts/${uid('agent')}`, rules: 'refuse' },
  { person: 'admin', what: 'an agent’s billing account', key: `billingAccounts/${uid('agent')}`, rules: 'allow' },
  { person: 'fraud', what: 'own billing account, marked fraud', key: `billingAccounts/${uid('fraud')}`, rules: 'refuse' },

  // Other kinds of reads and malformed keys: never read.
  { person: 'buyer', what: 'a refund', key: `refunds/${prefix}-refund`, rules: 'refuse' },
  { person: 'buyer', what: 'a conversation', key: `conversations/${LISTINGS.agentPublic}_${uid('otherBuyer')}`, rules: 'refuse' },
  { person: 'buyer', what: 'a path climbing out of properties', key: `properties/../users/${uid('otherBuyer')}`, rules: 'no read' },
  { person: 'buyer', what: 'a collection’s path as a document', key: `users/${uid('buyer')}/wishlist`, rules: 'no read' },
  { person: 'buyer', what: 'an empty key', key: '', rules: 'no read' },
  { person: 'buyer', what: 'text that is not JSON', key: 'not json {', rules: 'no read' },
  { person: 'buyer', what: 'JSON null', key: 'null', rules: 'no read' },
  { person: 'buyer', what: 'a query without a spec', key: '{"collection":"wishlist"}', rules: 'no read' },
  { person: 'buyer', what: 'a query whose filters are not a list', key: list('wishlist', { where: 'userUid' as unknown as QuerySpec['where'], limit: 13 }), rules: 'no read' },
  { person: 'buyer', what: 'a query whose limit is text', key: list('wishlist', { where: [['userUid', '==', uid('buyer')]], limit: '13' as unknown as number }), rules: 'allow' },
  { person: 'admin', what: 'a list of a collection that is not one', key: list('properties/x', { limit: 13 }), rules: 'no read' },
];

/** What the rules answered the person's client SDK for a key. */
type RulesAnswer = { kind: 'list'; ids: string[] } | { kind: 'doc'; id: string | null } | { kind: 'refused'; code: string } | { kind: 'no read'; why: string };

/** The client SDK read a key names: its query (web/src/lib/firebase/build-query.ts, as the app runs it) or its document. */
async function readUnderRules(client: Firestore, readKey: string): Promise<RulesAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readKey);
  } catch {
    parsed = undefined;
  }
  try {
    if (parsed !== undefined) {
      const query = parsed as Partial<CollectionQuery> | null;
      if (typeof query?.collection !== 'string' || typeof query.spec !== 'object' || query.spec === null) return { kind: 'no read', why: 'JSON that is not a query' };
      return { kind: 'list', ids: (await getDocs(buildQuery(client, query as CollectionQuery))).docs.map((found) => found.id) };
    }
    const segments = readKey.split('/');
    if (segments.length < 2 || segments.length % 2 !== 0 || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return { kind: 'no read', why: 'not a document path' };
    const snapshot = await getDoc(doc(client, readKey));
    return { kind: 'doc', id: snapshot.exists() ? snapshot.id : null };
  } catch (error) {
    // The rules-unit-testing client is the compat SDK's: its errors are not this module's FirestoreError, so the code is read as it is.
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return { kind: 'refused', code: 'permission-denied' };
    return { kind: 'no read', why: error instanceof Error ? error.message : String(error) };
  }
}

/** What signedInReads read for the key: its read, none (left out), or what it threw (a key it cannot parse; the page then answers the shell). */
type RenderedAnswer = { kind: 'read'; read: RenderedRead } | { kind: 'left out' } | { kind: 'threw'; error: string };

async function renderedRead(person: Person, readKey: string): Promise<RenderedAnswer> {
  try {
    const reads = await signedInReads([readKey], caller(person));
    const read = reads[readKey];
    return read ? { kind: 'read', read } : { kind: 'left out' };
  } catch (error) {
    return { kind: 'threw', error: error instanceof Error ? error.message : String(error) };
  }
}

const show = (answer: RulesAnswer | RenderedAnswer): string => JSON.stringify(answer);

/** Where signedInReads and the rules disagree on one case, in words naming the person and the key; none when they agree. */
function disagreements(testCase: Case, rendered: RenderedAnswer, rules: RulesAnswer): string[] {
  const who = `${testCase.person} (${PEOPLE[testCase.person] ?? 'no role'}, uid ${uid(testCase.person)}), key ${testCase.key}`;
  const problems: string[] = [];
  const rulesSay = rules.kind === 'refused' ? 'refuse' : rules.kind === 'no read' ? 'no read' : 'allow';
  if (rulesSay !== testCase.rules) problems.push(`the case says the rules ${testCase.rules} it, but they answer ${show(rules)}: ${who}`);
  if (rendered.kind === 'read') {
    const read = rendered.read;
    if ('docs' in read) {
      const ids = read.docs.map((found) => found.id);
      if (rules.kind !== 'list') problems.push(`signedInReads reads ${JSON.stringify(ids)}, but the rules answer the person ${show(rules)}: ${who}`);
      else if (JSON.stringify(ids) !== JSON.stringify(rules.ids)) problems.push(`signedInReads reads ${JSON.stringify(ids)}, the rules give the person ${JSON.stringify(rules.ids)}: ${who}`);
    } else {
      const id = read.doc?.id ?? null;
      const noneAsRefused = id === null && testCase.key.startsWith('properties/') && rules.kind === 'refused';
      if (!noneAsRefused && rules.kind !== 'doc') problems.push(`signedInReads reads ${id === null ? 'no document' : `document ${id}`}, but the rules answer the person ${show(rules)}: ${who}`);
      else if (rules.kind === 'doc' && rules.id !== id)
        problems.push(`signedInReads reads ${id === null ? 'no document' : `document ${id}`}, the rules give the person ${rules.id === null ? 'no document' : `document ${rules.id}`}: ${who}`);
    }
  }
  if (testCase.needed) {
    if (rendered.kind !== 'read') problems.push(`the person’s page needs this read, but signedInReads answers ${show(rendered)}: ${who}`);
    if (rules.kind !== 'list' && rules.kind !== 'doc') problems.push(`the person’s page needs this read, but the rules answer ${show(rules)}: ${who}`);
  }
  return problems;
}

describe('the reads of a signed-in page rendered per request agree with firestore.rules', () => {
  let env: RulesTestEnvironment;
  const clients = new Map<Person, Firestore>();
  const savedAt = (minutes: number) => Timestamp.fromMillis(1_795_000_000_000 + minutes * 60_000);

  const listing = (id: string, owner: Person, minutes: number, overrides: Record<string, unknown> = {}) => {
    const location = 'Lakeside Drive, Springfield';
    const prices = { MinimumPrice: 300_000, MaximumPrice: 400_000 };
    // As a client writes a listing, with the fields the listing trigger derives, so the trigger leaves it alone.
    return db.doc(`properties/${id}`).set({
      title: `Lake house ${minutes}`,
      location,
      image: intakePictureUrl('lake'),
      Details: 'Four bedrooms by the lake.',
      ...prices,
      status: 'verified',
      isVerified: true,
      withdrawn: false,
      agent: { uid: uid(owner), name: owner, email: emailOf(owner), image: '' },
      locationKeys: locationSearchKeys(location),
      searchFacts: searchFactsOf(prices),
      seller: { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' },
      createdAt: savedAt(minutes),
      updatedAt: savedAt(minutes),
      ...overrides,
    });
  };
  const application = (owner: Person, minutes: number) =>
    Promise.all([
      db.doc(`applications/${uid(owner)}`).set({ type: 'agent', name: owner, email: emailOf(owner), status: 'rejected', submittedAt: savedAt(minutes), submissions: 1 }),
      db.doc(`applications/${uid(owner)}/decisions/${prefix}-decision`).set({ decision: 'rejected', reason: 'No licence number.', at: savedAt(minutes + 1) }),
    ]);
  const invitation = (id: string, agency: Person, minutes: number) =>
    db.doc(`agencyInvitations/${id}`).set({ agencyUid: uid(agency), email: `${id}@example.com`, status: 'open', createdAt: savedAt(minutes) });

  beforeAll(async () => {
    // Refusals are the point of half the cases; the SDK would log each one.
    setLogLevel('silent');
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: EMULATORS.firestore.host, port: EMULATORS.firestore.port } });
    for (const person of Object.keys(PEOPLE) as Person[]) clients.set(person, firestoreOf(env.authenticatedContext(uid(person), { email: emailOf(person), email_verified: true })));
    await Promise.all([
      ...(Object.entries(PEOPLE) as [Person, Role | null][]).flatMap(([person, roll], index) =>
        roll ? [db.doc(`users/${uid(person)}`).set({ name: person, email: emailOf(person), image: '', roll, createdAt: savedAt(index) })] : [],
      ),
      listing(LISTINGS.agentPublic, 'agent', 1),
      listing(LISTINGS.agentPending, 'agent', 2, { status: 'pending', isVerified: false }),
      listing(LISTINGS.otherAgentPending, 'otherAgent', 3, { status: 'pending', isVerified: false }),
      listing(LISTINGS.fraudWithdrawn, 'fraud', 4, { withdrawn: true }),
      db.doc(`wishlist/${uid('buyer')}_${LISTINGS.agentPublic}`).set({ userUid: uid('buyer'), propertyId: LISTINGS.agentPublic, propertyName: 'Lake house', createdAt: savedAt(5) }),
      db.doc(`wishlist/${uid('otherBuyer')}_${LISTINGS.agentPublic}`).set({ userUid: uid('otherBuyer'), propertyId: LISTINGS.agentPublic, propertyName: 'Lake house', createdAt: savedAt(6) }),
      db.doc(`offers/${OFFERS.buyer}`).set({ buyerUid: uid('buyer'), agentUid: uid('agent'), propertyId: LISTINGS.agentPublic, offerPrice: 350_000, status: 'pending', createdAt: savedAt(7) }),
      db
        .doc(`offers/${OFFERS.otherBuyer}`)
        .set({ buyerUid: uid('otherBuyer'), agentUid: uid('otherAgent'), propertyId: LISTINGS.otherAgentPending, offerPrice: 320_000, status: 'pending', createdAt: savedAt(8) }),
      application('buyer', 9),
      application('otherBuyer', 11),
      db.doc(`agencies/${uid('agency')}`).set({ name: 'Harbour Homes', logo: '', createdAt: savedAt(13) }),
      db.doc(`agencies/${uid('agency')}/agents/${uid('agent')}`).set({ name: 'agent', image: '', joinedAt: savedAt(14) }),
      invitation(INVITATIONS.agency, 'agency', 15),
      invitation(INVITATIONS.otherAgent, 'otherAgent', 16),
      invitation(INVITATIONS.fraud, 'fraud', 17),
      ...(['agent', 'agency', 'fraud'] as const).map((person) => db.doc(`billingAccounts/${uid(person)}`).set({ ...ROOMY_ACCOUNT, updatedAt: savedAt(18) })),
    ]);
  });

  afterAll(async () => {
    await env?.cleanup();
    const documents = [
      ...Object.keys(PEOPLE).map((person) => `users/${uid(person as Person)}`),
      ...Object.values(LISTINGS).map((id) => `properties/${id}`),
      `wishlist/${uid('buyer')}_${LISTINGS.agentPublic}`,
      `wishlist/${uid('otherBuyer')}_${LISTINGS.agentPublic}`,
      ...Object.values(OFFERS).map((id) => `offers/${id}`),
      ...Object.values(INVITATIONS).map((id) => `agencyInvitations/${id}`),
      ...(['agent', 'agency', 'fraud'] as const).map((person) => `billingAccounts/${uid(person)}`),
    ];
    await Promise.all([
      ...documents.map((path) => db.doc(path).delete()),
      ...[`applications/${uid('buyer')}`, `applications/${uid('otherBuyer')}`, `agencies/${uid('agency')}`].map((path) => db.recursiveDelete(db.doc(path))),
    ]);
  });

  it('the table asks as each person and meets each answer of the rules', () => {
    expect(new Set(CASES.map((testCase) => testCase.person))).toEqual(new Set(Object.keys(PEOPLE)));
    expect(new Set(CASES.map((testCase) => testCase.rules))).toEqual(new Set(['allow', 'refuse', 'no read']));
  });

  // A test per case, named in full (a table's formatted name is cut short).
  for (const testCase of CASES) {
    it(`${testCase.person}: ${testCase.what}`, async () => {
      const client = clients.get(testCase.person);
      if (!client) throw new Error(`no client for ${testCase.person}`);
      // Admins' lists read whole collections, which the suite's other files write to meanwhile: two reads
      // made at once can then differ by a document. A real disagreement repeats; a race does not.
      let problems: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [rendered, rules] = await Promise.all([renderedRead(testCase.person, testCase.key), readUnderRules(client, testCase.key)]);
        problems = disagreements(testCase, rendered, rules);
        if (!problems.some((problem) => problem.includes('the rules give the person'))) break;
      }
      expect(problems).toEqual([]);
    });
  }
});
