import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from 'firebase/firestore';
import { newOffer } from '@homehaven/domain/documents';
import { toOffer } from './documents';
import { documentSnapshotOf } from './plain-snapshots';

const time = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });
const listing = { image: 'https://example.test/house.webp', title: 'Cedar House', location: 'Salem, Oregon', agent: { uid: 'agent', name: 'Ann Agent', email: 'ann@example.test' } };
const buyer = { uid: 'buyer', email: 'bob@example.test', name: 'Bob Buyer' };
const snapshot = (data: Record<string, unknown>): DocumentSnapshot => documentSnapshotOf({ id: 'offer1', data });

describe('toOffer', () => {
  it("converts the transfer's times to instants, like the offer's own", () => {
    const bank = { bankName: 'STRIPE TEST BANK', accountHolderName: 'HomeHaven', accountNumber: '1234567890', routingNumber: '110000000' };
    const transfer = { paymentIntentId: 'pi_1', status: 'canceled', amountCents: 25_000_050, receivedCents: 100, reference: 'ABCD2345EFGH', bank };
    const offer = toOffer(
      snapshot({
        ...newOffer('property1', listing, buyer, 250_000.5, time(10)),
        transfer: { ...transfer, dueAt: time(700, 5), createdAt: time(100), canceledAt: time(200, 1_000_000) },
        transferAttempts: 1,
      }),
    );
    expect(offer.createdAt).toEqual({ $seconds: 10, $nanos: 0 });
    expect(offer.transfer).toEqual({ ...transfer, dueAt: { $seconds: 700, $nanos: 5 }, createdAt: { $seconds: 100, $nanos: 0 }, canceledAt: { $seconds: 200, $nanos: 1_000_000 } });
    expect(offer.transfer).not.toHaveProperty('fundedAt');
  });

  it('gives an offer without a transfer none', () => {
    const offer = toOffer(snapshot({ ...newOffer('property1', listing, buyer, 250_000, time(10)) }));
    expect(offer).not.toHaveProperty('transfer');
    expect(offer.id).toBe('offer1');
  });
});
