import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Actor } from '../matrix/actors';
import type { Attempt, PermissionCase } from '../matrix/types';
import { perform } from './operations';

/** Performs the case and asserts the rules' verdict is the expected one. */
export async function expectVerdict(env: RulesTestEnvironment, testCase: PermissionCase<Actor>): Promise<void> {
  const attempt = perform(env, testCase);
  if (testCase.expected === 'allow') await assertSucceeds(attempt);
  else await assertFails(attempt);
}

/** Asserts the rules allow the attempt. */
export function allowed(env: RulesTestEnvironment, attempt: Attempt<Actor>): Promise<void> {
  return expectVerdict(env, { ...attempt, expected: 'allow', policy: '' } as PermissionCase<Actor>);
}

/** Asserts the rules deny the attempt. */
export function denied(env: RulesTestEnvironment, attempt: Attempt<Actor>): Promise<void> {
  return expectVerdict(env, { ...attempt, expected: 'deny', policy: '' } as PermissionCase<Actor>);
}
