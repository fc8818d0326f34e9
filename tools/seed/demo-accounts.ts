import type { Role } from '@homehaven/domain/roles';

/** A demo sign-in printed by `npm start`. */
export interface DemoAccount {
  uid: string;
  name: string;
  email: string;
  password: string;
  roll: Role;
  /** File in tools/seed/images used as the profile photo. */
  avatar: string;
}

/** One admin, three agents (Nina's plan lapsed: docs/plans.md "Demo data"), two buyers and one fraud user (a former agent). */
export const DEMO_ACCOUNTS = {
  admin: { uid: 'demo-admin', name: 'Ada Admin', email: 'admin@example.com', password: 'Admin123', roll: 'admin', avatar: 'avatar-01.jpg' },
  olivia: { uid: 'demo-agent-olivia', name: 'Olivia Bennett', email: 'olivia.agent@example.com', password: 'Agent123', roll: 'agent', avatar: 'avatar-03.jpg' },
  marcus: { uid: 'demo-agent-marcus', name: 'Marcus Reed', email: 'marcus.agent@example.com', password: 'Agent123', roll: 'agent', avatar: 'avatar-02.jpg' },
  nina: { uid: 'demo-agent-nina', name: 'Nina Lopez', email: 'nina.agent@example.com', password: 'Agent123', roll: 'agent', avatar: 'avatar-05.jpg' },
  sophia: { uid: 'demo-buyer-sophia', name: 'Sophia Turner', email: 'sophia.buyer@example.com', password: 'Buyer123', roll: 'user', avatar: 'avatar-05.jpg' },
  liam: { uid: 'demo-buyer-liam', name: 'Liam Carter', email: 'liam.buyer@example.com', password: 'Buyer123', roll: 'user', avatar: 'avatar-06.jpg' },
  victor: { uid: 'demo-fraud-victor', name: 'Victor Shade', email: 'victor.fraud@example.com', password: 'Fraud123', roll: 'fraud', avatar: 'avatar-04.jpg' },
} as const satisfies Record<string, DemoAccount>;

/** Key of a demo account. */
export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
