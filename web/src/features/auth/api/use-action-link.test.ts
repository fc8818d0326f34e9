import { expect, test } from 'vitest';
import { actionLinkOf } from './use-action-link';

test("reads a link's request from its address: a reset or a verification with its code, anything else unknown", () => {
  expect(actionLinkOf('?mode=resetPassword&oobCode=abc&apiKey=k&continueUrl=x')).toEqual({ mode: 'resetPassword', code: 'abc' });
  expect(actionLinkOf('?mode=verifyEmail&oobCode=xyz')).toEqual({ mode: 'verifyEmail', code: 'xyz' });
  expect(actionLinkOf('?mode=recoverEmail&oobCode=xyz')).toEqual({ mode: 'unknown' });
  expect(actionLinkOf('?mode=resetPassword')).toEqual({ mode: 'unknown' });
  expect(actionLinkOf('')).toEqual({ mode: 'unknown' });
});
