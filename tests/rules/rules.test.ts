import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRulesEnv } from './support/env';
import { freshWorld } from './support/seed';
import { collectCoverage, printCoverage, type CoverageSummary } from './support/coverage';
import { agenciesSuite } from './suites/agencies';
import { applicationsSuite } from './suites/applications';
import { attacksSuite } from './suites/attacks';
import { blankTextSuite } from './suites/blank-text';
import { compareSuite } from './suites/compare';
import { viewingsSuite } from './suites/viewings';
import { legalCheckSuite } from './suites/legal-check';
import { listingEditsSuite } from './suites/listing-edits';
import { listingFactsSuite } from './suites/listing-facts';
import { listingPositionsSuite } from './suites/listing-positions';
import { listingPolicySuite } from './suites/listing-policy';
import { listingSlotsSuite } from './suites/listing-slots';
import { messagesSuite } from './suites/messages';
import { matrixSuite } from './suites/matrix';
import { offersSuite } from './suites/offers';
import { pictureAddressesSuite } from './suites/picture-addresses';
import { priceHistorySuite } from './suites/price-history';
import { propertiesSuite } from './suites/properties';
import { queriesSuite } from './suites/queries';
import { reviewsSuite } from './suites/reviews';
import { savedSearchesSuite } from './suites/saved-searches';
import { usersSuite } from './suites/users';
import { wishlistSuite } from './suites/wishlist';

// One test file on purpose: the emulator resets rule coverage whenever rules are loaded, so every
// Firestore rules suite runs under one environment and the coverage check runs last.
let env: RulesTestEnvironment | undefined;
const current = (): RulesTestEnvironment => {
  if (!env) throw new Error('rules test environment not started');
  return env;
};

// The coverage test's report, printed after the run (fetching it again costs as much as the first time).
let coverage: CoverageSummary | undefined;

beforeAll(async () => {
  env = await startRulesEnv();
});
beforeEach(() => freshWorld(current()));
afterAll(async () => {
  printCoverage(coverage ?? (await collectCoverage()));
  await env?.cleanup();
});

usersSuite(current);
propertiesSuite(current);
listingEditsSuite(current);
listingFactsSuite(current);
pictureAddressesSuite(current);
listingPositionsSuite(current);
listingPolicySuite(current);
listingSlotsSuite(current);
reviewsSuite(current);
wishlistSuite(current);
savedSearchesSuite(current);
offersSuite(current);
messagesSuite(current);
priceHistorySuite(current);
matrixSuite(current);
queriesSuite(current);
compareSuite(current);
attacksSuite(current);
legalCheckSuite(current);
blankTextSuite(current);
viewingsSuite(current);
applicationsSuite(current);
agenciesSuite(current);

describe('rules coverage', () => {
  it('leaves no rule expression unexercised', async () => {
    const summary = await collectCoverage();
    coverage = summary;
    expect(summary.expressions).toBeGreaterThan(0);
    expect(summary.unexercised.map((item) => `line ${item.line}: ${item.source}`)).toEqual([]);
    // The emulator builds the report from every evaluation of the run: slow while other suites run
    // beside it, and it took over 120 s on a slow day's fresh clone (docs/testing.md "How long it takes").
  }, 300_000);
});
