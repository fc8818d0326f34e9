import { viewingSlotsPath } from '../../../domain/src/queries/viewings';
import type { ViewingSlotsPath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES, type SignedInActor } from './actors';
import { PROPERTY, day } from './listings';
import { REQUEST_TIME } from './payloads';
import type { DocData, FixedTime } from './types';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/**
 * Viewings in the world: slots under three listings (public, pending, withdrawn) and two viewings,
 * as the facade writes them (functions/src/viewings); clients only read them.
 */

/** Slot ids (the facade names a slot after its start) and viewing ids. */
export const SLOT = {
  open: 'slot-open',
  taken: 'slot-taken',
  ofPending: 'slot-pending',
  ofWithdrawn: 'slot-withdrawn',
} as const;
export const VIEWING = {
  byUser: 'viewing-user',
  byOtherUser: 'viewing-other-user',
} as const;

/** Before every seeded viewing and slot: the "now" of the world's queries (January 10, 2025). */
export const VIEWINGS_NOW = {
  $seconds: Date.parse('2025-01-10T00:00:00Z') / 1000,
  $nanos: 0,
} as const;

const hourAfter = (start: FixedTime): FixedTime => ({
  $at: start.$at.replace('T00:', 'T01:'),
});

/** A slot as the facade publishes it: never naming who took it. */
export function slotDoc(start: FixedTime, status: 'open' | 'taken'): DocData {
  return {
    start,
    end: hourAfter(start),
    timeZone: 'America/New_York',
    status,
    createdAt: day(2),
  };
}

/** A viewing of the buyer on a listing of the world's agent (or the other agent's). */
export function viewingDoc(buyer: SignedInActor, propertyId: string, agent: SignedInActor, start: FixedTime, overrides: DocData = {}): DocData {
  const b = IDENTITIES[buyer];
  const a = IDENTITIES[agent];
  return {
    propertyId,
    propertyTitle: 'House in New York',
    propertyImage: intakePictureUrl('house'),
    location: 'New York',
    agentUid: a.uid,
    agentName: a.name,
    agentEmail: a.email,
    buyerUid: b.uid,
    buyerName: b.name,
    buyerEmail: b.email,
    slotId: SLOT.taken,
    start,
    end: hourAfter(start),
    timeZone: 'America/New_York',
    note: '',
    status: 'requested',
    reason: '',
    createdAt: day(3),
    updatedAt: day(3),
    ...overrides,
  };
}

/** What a client might write to book a slot without the facade. */
export function forgedViewing(actor: SignedInActor): DocData {
  return {
    ...viewingDoc(actor, PROPERTY.verified, 'agent', day(22)),
    status: 'confirmed',
    createdAt: REQUEST_TIME,
    updatedAt: REQUEST_TIME,
  };
}

export const VIEWING_WORLD: Readonly<Record<'viewings' | ViewingSlotsPath, Readonly<Record<string, DocData>>>> = {
  [viewingSlotsPath(PROPERTY.verified)]: {
    [SLOT.open]: slotDoc(day(21), 'open'),
    [SLOT.taken]: slotDoc(day(20), 'taken'),
  },
  [viewingSlotsPath(PROPERTY.pending)]: {
    [SLOT.ofPending]: slotDoc(day(21), 'open'),
  },
  [viewingSlotsPath(PROPERTY.withdrawn)]: {
    [SLOT.ofWithdrawn]: slotDoc(day(21), 'open'),
  },
  viewings: {
    [VIEWING.byUser]: viewingDoc('user', PROPERTY.verified, 'agent', day(20)),
    [VIEWING.byOtherUser]: viewingDoc('otherUser', PROPERTY.otherAgents, 'otherAgent', day(5), { status: 'confirmed' }),
  },
};
