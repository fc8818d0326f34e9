import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import type { ListingSeller } from '@homehaven/domain/listing-seller';
import { API_URL, ROOT } from '../../../tools/emulators/config';
import { db } from '../facade/support/admin';
import { seedListing } from '../facade/support/cast';
import type { Account } from '../facade/support/run';

/** The `pages` function's own address under the emulator (Hosting rewrites /agencies/** and /sitemap-agencies.xml to it). */
export const PAGES_URL = API_URL.replace(/\/api$/, '/pages');

/** The site's address the emulator build was made with (web/.env.emulator VITE_SITE_URL): canonical links and the sitemap use it. */
export const SITE =
  /^VITE_SITE_URL=(.*)$/m
    .exec(readFileSync(`${ROOT}web/.env.emulator`, 'utf8'))?.[1]
    ?.trim()
    .replace(/\/$/, '') ?? '';

/** The seller an agency's agents' listings carry, as the listing trigger writes it (docs/accounts.md "Who sells a listing"). */
export async function sellerOf(agency: Account): Promise<ListingSeller> {
  const name = String((await db.doc(`agencies/${agency.uid}`).get()).get('name') ?? '');
  return { kind: 'agent', agencyUid: agency.uid, agencyName: name, agencyLogo: '' };
}

/**
 * Makes `agent` a member of `agency`, as accepting an invitation leaves them (their agency on their
 * users document, their entry in its agents, its count up), joined at `joinedAt`.
 */
export async function join(agency: Account, agent: Account, name: string, joinedAt: Date): Promise<void> {
  await db.doc(`users/${agent.uid}`).update({ agencyUid: agency.uid });
  await db.doc(`agencies/${agency.uid}/agents/${agent.uid}`).set({ name, image: '', joinedAt: Timestamp.fromDate(joinedAt) });
  const count = (await db.collection(`agencies/${agency.uid}/agents`).count().get()).data().count;
  await db.doc(`agencies/${agency.uid}`).update({ agentCount: count });
}

/** A listing of `agent` titled `title`, created `createdAt`, with `fields` (its seller, a status) over a verified one. */
export function listing(agent: Account, title: string, createdAt: Date, fields: Record<string, unknown> = {}): Promise<string> {
  return seedListing(agent, { title, createdAt: Timestamp.fromDate(createdAt), ...fields });
}

/** GET of the `pages` function: status, headers and the HTML (or XML). */
export async function page(path: string): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${PAGES_URL}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A meta tag's content (name= or property=) in a page's HTML. */
export function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}
