// Agency fixtures the journeys share (docs/accounts.md "Agencies"): an approved agency, its agents as
// accepting an invitation leaves them, and the seller their listings carry.
import type { ListingSeller } from '@homehaven/domain/listing-seller';
import { createAuthUser, createUserWithRole, setUserDoc, type TestUser } from './emulators';
import { readFixture, setFixture, updateFixture } from './firestore-rest';

/** An approved agency (as the approval leaves it: role agent, account type agency, its public profile with no agent yet). */
export async function createAgency(name: string, profile: { bio?: string; logo?: string } = {}): Promise<TestUser> {
  const agency = await createUserWithRole('agent');
  await updateFixture(`users/${agency.uid}`, { accountType: 'agency', name });
  await setFixture(`agencies/${agency.uid}`, { name, logo: profile.logo ?? '', bio: profile.bio ?? 'Austin homes.', agentCount: 0, createdAt: new Date() });
  return { ...agency, name };
}

/**
 * A new agent of the agency, as accepting its invitation leaves them: their agency on their users
 * document, their entry in its agents (joined `joinedAt`), its count up.
 */
export async function agentOf(agency: TestUser, name?: string, joinedAt = new Date()): Promise<TestUser> {
  const member = name === undefined ? await createUserWithRole('agent') : await createAuthUser('agent', name);
  if (name !== undefined) await setUserDoc(member, 'agent');
  await updateFixture(`users/${member.uid}`, { agencyUid: agency.uid });
  await setFixture(`agencies/${agency.uid}/agents/${member.uid}`, { name: member.name, image: '', joinedAt });
  const count = Number((await readFixture(`agencies/${agency.uid}`))?.fields.agentCount?.integerValue ?? 0);
  await updateFixture(`agencies/${agency.uid}`, { agentCount: count + 1 });
  return member;
}

/** The seller the agency's agents' listings carry, as the listing trigger writes it (docs/accounts.md "Who sells a listing"). */
export function agencySeller(agency: TestUser): ListingSeller {
  return { kind: 'agent', agencyUid: agency.uid, agencyName: agency.name, agencyLogo: '' };
}
