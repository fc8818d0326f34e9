import { describe, expect, it } from 'vitest';
import { counterFields, listingIncrements, offerIncrements, refundIncrements, sumPerDocument, userIncrements, type Increment, type OfferFacts } from './increments';

const MADE = new Date('2026-10-06T10:00:00Z'); // 2026-W41, October
const DECIDED = new Date('2026-11-24T09:00:00Z'); // 2026-W48, November
const NOW = new Date('2026-11-26T12:00:00Z');
const offer = (status: string, extra: Partial<OfferFacts> = {}): OfferFacts => ({ status, buyerUid: 'b1', agentUid: 'a1', amount: 420_000.5, createdAt: MADE, ...extra });

/** The increments as `path field by` lines, sorted: what must move, and nothing else. */
const lines = (increments: readonly Increment[]) => increments.map(({ path, field, by }) => `${path} ${field} ${by}`).sort();

describe('what each event counts', () => {
  it('an offer made: pending in the platform and the buyer, one offer in the week (platform, agent) and month (agent) it was made', () => {
    expect(lines(offerIncrements(undefined, offer('pending'), NOW))).toEqual([
      'insights/agent_a1/months/2026-10 offers 1',
      'insights/agent_a1/weeks/2026-W41 offers 1',
      'insights/buyer_b1 offers.pending 1',
      'insights/platform offers.pending 1',
      'insights/platform/weeks/2026-W41 offers 1',
    ]);
  });

  it('an offer paid: moves from pending to bought, nothing else', () => {
    expect(lines(offerIncrements(offer('pending'), offer('bought'), NOW))).toEqual([
      'insights/buyer_b1 offers.bought 1',
      'insights/buyer_b1 offers.pending -1',
      'insights/platform offers.bought 1',
      'insights/platform offers.pending -1',
    ]);
  });

  it('an offer accepted: a sale with its amount in cents in the week and month decided, and one offer sold in the month it was made', () => {
    expect(lines(offerIncrements(offer('bought'), offer('accepted', { decidedAt: DECIDED }), NOW))).toEqual([
      'insights/agent_a1/months/2026-10 offersSold 1',
      'insights/agent_a1/months/2026-11 sales 1',
      'insights/agent_a1/months/2026-11 salesCents 42000050',
      'insights/buyer_b1 offers.accepted 1',
      'insights/buyer_b1 offers.bought -1',
      'insights/platform offers.accepted 1',
      'insights/platform offers.bought -1',
      'insights/platform/weeks/2026-W48 sales 1',
      'insights/platform/weeks/2026-W48 salesCents 42000050',
    ]);
  });

  it('an offer rejected moves its status only; a write that changes no status counts nothing', () => {
    expect(lines(offerIncrements(offer('bought'), offer('rejected', { decidedAt: DECIDED }), NOW))).toHaveLength(4);
    expect(offerIncrements(offer('bought'), offer('bought', { amount: 1 }), NOW)).toEqual([]);
  });

  it('an offer made already accepted (a backdated import) counts both, and a missing time counts at the event', () => {
    const made = lines(offerIncrements(undefined, offer('accepted', { createdAt: undefined }), NOW));
    expect(made).toContain('insights/platform/weeks/2026-W48 offers 1');
    expect(made).toContain('insights/platform/weeks/2026-W48 sales 1');
    expect(made).toContain('insights/agent_a1/months/2026-11 offersSold 1');
  });

  it('an offer deleted leaves the by-status counts and keeps what happened', () => {
    expect(lines(offerIncrements(offer('pending'), undefined, NOW))).toEqual(['insights/buyer_b1 offers.pending -1', 'insights/platform offers.pending -1']);
  });

  it('a listing moves between listings by status: created, verified, sold, withdrawn, deleted', () => {
    expect(lines(listingIncrements(undefined, { status: 'pending', withdrawn: false }))).toEqual(['insights/platform listings.pending 1']);
    expect(lines(listingIncrements({ status: 'pending', withdrawn: false }, { status: 'verified', withdrawn: false }))).toEqual([
      'insights/platform listings.pending -1',
      'insights/platform listings.verified 1',
    ]);
    expect(lines(listingIncrements({ status: 'verified', withdrawn: false }, { status: 'verified', withdrawn: false, soldOfferId: 'o1' }))).toEqual([
      'insights/platform listings.sold 1',
      'insights/platform listings.verified -1',
    ]);
    expect(lines(listingIncrements({ status: 'verified', withdrawn: false }, { status: 'verified', withdrawn: true }))).toEqual([
      'insights/platform listings.verified -1',
      'insights/platform listings.withdrawn 1',
    ]);
    expect(listingIncrements({ status: 'verified', withdrawn: false }, { status: 'verified', withdrawn: false })).toEqual([]);
    expect(lines(listingIncrements({ status: 'rejected', withdrawn: false }, undefined))).toEqual(['insights/platform listings.rejected -1']);
  });

  it('a user created counts in the week of its createdAt', () => {
    expect(lines(userIncrements(MADE))).toEqual(['insights/platform/weeks/2026-W41 users 1']);
  });

  it('a refund counts once, when its record becomes refunded, with its amount in cents', () => {
    expect(lines(refundIncrements({ status: 'owed' }, { status: 'refunded', amount: 1_000, refundedAt: DECIDED }, NOW))).toEqual([
      'insights/platform/weeks/2026-W48 refunds 1',
      'insights/platform/weeks/2026-W48 refundsCents 100000',
    ]);
    expect(refundIncrements(undefined, { status: 'owed', amount: 1_000 }, NOW)).toEqual([]);
    expect(refundIncrements({ status: 'refunded' }, { status: 'refunded', amount: 1_000 }, NOW)).toEqual([]);
    // A payer's balance found already returned: nothing went back, nothing is counted.
    expect(refundIncrements({ status: 'owed' }, { status: 'refunded', amount: 0, refundedAt: DECIDED }, NOW)).toEqual([]);
  });
});

describe('the counter documents written', () => {
  it('sums per document and field, leaves totals of 0 out, nests dotted fields and names a period by its id', () => {
    const sums = sumPerDocument([
      { path: 'insights/platform', field: 'offers.pending', by: -1 },
      { path: 'insights/platform', field: 'offers.bought', by: 1 },
      { path: 'insights/platform', field: 'offers.bought', by: -1 },
      { path: 'insights/agent_a1/months/2026-10', field: 'offers', by: 1 },
      { path: 'insights/agent_a1/months/2026-10', field: 'offersSold', by: 1 },
      { path: 'insights/buyer_b1', field: 'offers.accepted', by: 0 },
    ]);
    expect([...sums.keys()]).toEqual(['insights/platform', 'insights/agent_a1/months/2026-10']);
    expect(counterFields('insights/platform', sums.get('insights/platform') ?? new Map(), (n) => n)).toEqual({ offers: { pending: -1 } });
    expect(counterFields('insights/agent_a1/months/2026-10', sums.get('insights/agent_a1/months/2026-10') ?? new Map(), (n) => n * 10)).toEqual({
      offers: 10,
      offersSold: 10,
      period: '2026-10',
    });
  });
});
