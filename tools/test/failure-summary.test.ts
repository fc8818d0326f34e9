import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/config';
import { failuresIn } from './failure-summary';

describe('the failure summary', () => {
  it('names each failed test by file and full name with the first line of its message, and skips passed ones', () => {
    const lines = failuresIn({
      testResults: [
        {
          name: `${ROOT}e2e/offers.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'offers pays', status: 'passed' },
            { fullName: 'offers refuses', status: 'failed', failureMessages: ['\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x.ts:1'] },
          ],
        },
      ],
    });
    expect(lines).toEqual(['e2e/offers.test.ts > offers refuses: AssertionError: expected 1 to be 2']);
  });

  it('adds the line of the test file where it failed, from the first stack frame that names the file', () => {
    const stack = `locator.waitFor: Timeout 30000ms exceeded.\n    at waitForText (${ROOT}e2e/support/app.ts:55:9)\n    at ${ROOT}e2e/agent-offers.test.ts:117:20\n    at ${ROOT}e2e/agent-offers.test.ts:40:3`;
    const lines = failuresIn({ testResults: [{ name: `${ROOT}e2e/agent-offers.test.ts`, status: 'failed', assertionResults: [{ fullName: 'accepts', status: 'failed', failureMessages: [stack] }] }] });
    expect(lines).toEqual(['e2e/agent-offers.test.ts:117 > accepts: locator.waitFor: Timeout 30000ms exceeded.']);
  });

  it('says a test ran past its timeout, where vitest reports only the stack of where it was declared', () => {
    const stack = `Error: STACK_TRACE_ERROR\n    at ${ROOT}tests/functions/p.test.ts:37:3\n    at runner.js:1:1`;
    const lines = failuresIn({
      testResults: [{ name: `${ROOT}tests/functions/p.test.ts`, status: 'failed', assertionResults: [{ fullName: 'follows an edit', status: 'failed', duration: 60_004, failureMessages: [stack] }] }],
    });
    expect(lines).toEqual(["tests/functions/p.test.ts:37 > follows an edit: timed out after 60 s (the test's timeout, vitest.config.ts; the line is where the test is declared)"]);
  });

  it('names a file that failed outside its tests (a hook, an import) with its message, shortened to one line', () => {
    const lines = failuresIn({ testResults: [{ name: `${ROOT}tests/functions/a.test.ts`, status: 'failed', message: `Error: ${'x'.repeat(400)}`, assertionResults: [] }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tests\/functions\/a\.test\.ts: Error: x+…$/);
    expect(lines[0]!.length).toBeLessThan(340);
  });

  it('has nothing to say of a report where everything passed', () => {
    expect(failuresIn({ testResults: [{ name: `${ROOT}a.test.ts`, status: 'passed', assertionResults: [{ fullName: 'a', status: 'passed' }] }] })).toEqual([]);
  });
});
