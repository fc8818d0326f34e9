// Professional applications in the demo data (docs/facade.md "Professional applications"): buyers who
// applied as an agent, a developer and an agency and wait in the admins' queue, one rejected, one
// approved agency and two approved agents who then join it (demo-agencies.ts). Each applicant is a
// real account with a password. The applications are written as their applicants would have sent
// them; the decisions go through the real facade path, so the history, the account's role and type,
// the bell and the e-mail are what the product produces.
// ("Sunrise Realty" stays free: the walkthrough registers it by hand.)
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import type { ApplicationContent, ApplicationDoc } from '@homehaven/domain/applications';
import { userSearchKeys } from '@homehaven/domain/search';
import { callApi } from '../emulators/facade-client';
import type { DemoAccount } from './demo-accounts';

/** A demo applicant: their account (`roll` as the seed leaves it), what they sent, and the admin's decision if any. */
export interface DemoApplicant extends DemoAccount {
  application: ApplicationContent;
  /** Days since they sent it: the queue shows the longest waiting first. */
  sentDaysAgo: number;
  /** Left out: still pending. */
  decision?: { outcome: 'approved' } | { outcome: 'rejected'; reason: string };
  /** The uid of the demo agency that invites them once approved, and whose invitation they accept (demo-agencies.ts). */
  joins?: string;
}

/** Applicants share one password; every one registered as a buyer (role user) and verified their e-mail address. */
const PASSWORD = 'Apply123';

export const DEMO_APPLICANTS = {
  nora: {
    uid: 'demo-applicant-nora',
    name: 'Nora Patel',
    email: 'nora.applicant@example.com',
    password: PASSWORD,
    roll: 'user',
    avatar: 'avatar-05.jpg',
    sentDaysAgo: 5,
    application: {
      type: 'agent',
      companyName: '',
      agencyName: 'Lakeside Homes',
      licence: 'TX-SA-0671234',
      phone: '+1 (512) 555-0143',
      bio: 'Licensed sales agent in Austin for six years, mostly family homes and first-time buyers.',
      logo: '',
    },
  },
  daniel: {
    uid: 'demo-applicant-daniel',
    name: 'Daniel Okafor',
    email: 'daniel.developer@example.com',
    password: PASSWORD,
    roll: 'user',
    avatar: 'avatar-02.jpg',
    sentDaysAgo: 3,
    application: {
      type: 'developer',
      companyName: 'Okafor Homes',
      agencyName: '',
      licence: 'GC-2019-44812',
      phone: '+1 404 555 0178',
      bio: 'We build energy-efficient townhouses around Atlanta: two developments of 24 homes each on sale this year.',
      logo: '',
    },
  },
  priya: {
    uid: 'demo-applicant-priya',
    name: 'Priya Shah',
    email: 'priya.agency@example.com',
    password: PASSWORD,
    roll: 'user',
    avatar: 'avatar-03.jpg',
    sentDaysAgo: 1,
    application: {
      type: 'agency',
      companyName: 'Brightside Estates',
      agencyName: '',
      licence: 'BRK-0098231',
      phone: '+1 312 555 0119',
      bio: 'A team of eight agents selling and letting homes in Chicago and its suburbs.',
      logo: '',
    },
  },
  tom: {
    uid: 'demo-applicant-tom',
    name: 'Tom Becker',
    email: 'tom.applicant@example.com',
    password: PASSWORD,
    roll: 'user',
    avatar: 'avatar-06.jpg',
    sentDaysAgo: 9,
    application: {
      type: 'agent',
      companyName: '',
      agencyName: '',
      licence: 'FL-000000',
      phone: '+1 305 555 0166',
      bio: 'New to real estate, selling condos in Miami.',
      logo: '',
    },
    decision: { outcome: 'rejected', reason: 'The licence number is not on the state register. Check it and send the application again.' },
  },
  harbor: {
    uid: 'demo-applicant-harbor',
    name: 'Harbor & Pine Realty',
    email: 'harborpine.agency@example.com',
    password: PASSWORD,
    roll: 'agent',
    avatar: 'avatar-01.jpg',
    sentDaysAgo: 14,
    application: {
      type: 'agency',
      companyName: 'Harbor & Pine Realty',
      agencyName: '',
      licence: 'ME-BRK-20731',
      phone: '+1 207 555 0152',
      bio: 'Coastal homes in Portland, Maine and along the shore: a family agency since 2009.',
      logo: '',
    },
    decision: { outcome: 'approved' },
  },
  // Harbor & Pine Realty's agents: approved as agents naming the agency, then invited by it and accepted.
  ella: {
    uid: 'demo-applicant-ella',
    name: 'Ella Moreau',
    email: 'ella.harborpine@example.com',
    password: PASSWORD,
    roll: 'agent',
    avatar: 'avatar-04.jpg',
    sentDaysAgo: 12,
    application: {
      type: 'agent',
      companyName: '',
      agencyName: 'Harbor & Pine Realty',
      licence: 'ME-SA-0448120',
      phone: '+1 207 555 0187',
      bio: 'Waterfront homes and island cottages around Casco Bay; ten years with Harbor & Pine.',
      logo: '',
    },
    decision: { outcome: 'approved' },
    joins: 'demo-applicant-harbor',
  },
  jamal: {
    uid: 'demo-applicant-jamal',
    name: 'Jamal Wright',
    email: 'jamal.harborpine@example.com',
    password: PASSWORD,
    roll: 'agent',
    avatar: 'avatar-02.jpg',
    sentDaysAgo: 11,
    application: {
      type: 'agent',
      companyName: '',
      agencyName: 'Harbor & Pine Realty',
      licence: 'ME-SA-0513377',
      phone: '+1 207 555 0134',
      bio: 'First homes and family houses in Portland and South Portland.',
      logo: '',
    },
    decision: { outcome: 'approved' },
    joins: 'demo-applicant-harbor',
  },
} as const satisfies Record<string, DemoApplicant>;

/** How the `npm start` banner describes an applicant: what they applied as, and where it stands. */
export function applicantState(applicant: DemoApplicant): string {
  const agency = Object.values(DEMO_APPLICANTS as Record<string, DemoApplicant>).find((other) => other.uid === applicant.joins);
  return `${applicant.application.type}, ${applicant.decision?.outcome ?? 'pending'}${agency ? `, in ${agency.application.companyName}` : ''}`;
}

const daysAgo = (days: number): Timestamp => Timestamp.fromMillis(Date.now() - days * 86_400_000);

/**
 * Writes each applicant's users document (a buyer, as registering made them) and application (sent,
 * pending), then has the admin decide the ones with a decision through POST /applications/{uid}/decision.
 * Their Auth accounts exist already (seed.ts). A second run starts each application afresh.
 */
export async function seedApplications(db: Firestore, auth: Auth, adminToken: string, upload: (file: string) => Promise<string>): Promise<number> {
  const applicants: readonly DemoApplicant[] = Object.values(DEMO_APPLICANTS);
  for (const applicant of applicants) {
    const image = await upload(applicant.avatar);
    await auth.updateUser(applicant.uid, { photoURL: image });
    const { name, email } = applicant;
    await db.doc(`users/${applicant.uid}`).set({ name, email, image, roll: 'user', status: 'verified', createdAt: daysAgo(applicant.sentDaysAgo + 2), searchKeys: userSearchKeys(name, email) });
    const application: ApplicationDoc<Timestamp> = { ...applicant.application, name, email, status: 'pending', submittedAt: daysAgo(applicant.sentDaysAgo), submissions: 1 };
    await db.recursiveDelete(db.collection(`applications/${applicant.uid}/decisions`));
    // An approved agency's profile and team come from its decision and its invitations (demo-agencies.ts).
    await db.recursiveDelete(db.doc(`agencies/${applicant.uid}`));
    await db.doc(`applications/${applicant.uid}`).set(application);
  }
  for (const applicant of applicants) {
    if (!applicant.decision) continue;
    const answer = await callApi('POST', `/applications/${applicant.uid}/decision`, adminToken, applicant.decision);
    if (answer.status !== 200) throw new Error(`decision on ${applicant.email}'s application: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return applicants.length;
}
