import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { upcomingSlotsQuery, viewingSlotsPath, viewingsPageQuery } from '../../../domain/src/queries/viewings';
import { allowed, denied } from '../support/expect-case';
import { runQuery } from '../support/operations';
import { IDENTITIES } from '../matrix/actors';
import type { DocData } from '../matrix/types';
import { PROPERTY } from '../matrix/listings';
import { SLOT, VIEWING, VIEWINGS_NOW, forgedViewing } from '../matrix/viewings';

/**
 * Viewings beyond the permission matrix (its "viewingSlots" and "viewings" rows): the attacks a buyer
 * or an agent might try from a client, where every write goes through the facade.
 */
export function viewingsSuite(env: () => RulesTestEnvironment): void {
  describe('viewings', () => {
    const { user, agent } = IDENTITIES;

    it("denies another buyer and another agent a viewing, its list, and a list under someone else's uid", async () => {
      await denied(env(), {
        actor: 'otherUser',
        collection: 'viewings',
        operation: 'get',
        docId: VIEWING.byUser,
      });
      await denied(env(), {
        actor: 'otherAgent',
        collection: 'viewings',
        operation: 'get',
        docId: VIEWING.byUser,
      });
      await denied(env(), {
        actor: 'otherUser',
        collection: 'viewings',
        operation: 'list',
        query: viewingsPageQuery('buyer', user.uid, 'upcoming', VIEWINGS_NOW).spec,
      });
      await denied(env(), {
        actor: 'otherAgent',
        collection: 'viewings',
        operation: 'list',
        query: viewingsPageQuery('agent', agent.uid, 'past', VIEWINGS_NOW).spec,
      });
      // A buyer posing as the agent side of their own listing's viewings gets nothing either.
      await denied(env(), {
        actor: 'user',
        collection: 'viewings',
        operation: 'list',
        query: viewingsPageQuery('agent', agent.uid, 'upcoming', VIEWINGS_NOW).spec,
      });
    });

    it('denies the buyer and the agent every write of their own viewing: confirming, moving its slot, cancelling, a reason', async () => {
      const edits: DocData[] = [{ status: 'confirmed' }, { status: 'cancelled' }, { slotId: SLOT.open }, { reason: 'Forged' }, { buyerUid: IDENTITIES.otherUser.uid }];
      for (const data of edits) {
        await denied(env(), {
          actor: 'user',
          collection: 'viewings',
          operation: 'update',
          docId: VIEWING.byUser,
          data,
        });
        await denied(env(), {
          actor: 'agent',
          collection: 'viewings',
          operation: 'update',
          docId: VIEWING.byUser,
          data,
        });
      }
      await denied(env(), {
        actor: 'user',
        collection: 'viewings',
        operation: 'create',
        docId: 'my-booking',
        data: forgedViewing('user'),
      });
    });

    it("denies the listing's agent any write of its slots: taking, freeing, moving or removing one", async () => {
      const slots = viewingSlotsPath(PROPERTY.verified);
      for (const [docId, data] of [
        [SLOT.taken, { status: 'open' }],
        [SLOT.open, { status: 'taken' }],
        [SLOT.open, { buyerUid: user.uid }],
        [SLOT.open, { start: VIEWINGS_NOW }],
      ] as const) {
        await denied(env(), {
          actor: 'agent',
          collection: slots,
          operation: 'update',
          docId,
          data,
        });
      }
      await denied(env(), {
        actor: 'agent',
        collection: slots,
        operation: 'delete',
        docId: SLOT.taken,
      });
    });

    it('shows a taken slot to every visitor without saying who took it', async () => {
      await allowed(env(), {
        actor: 'signedOut',
        collection: viewingSlotsPath(PROPERTY.verified),
        operation: 'get',
        docId: SLOT.taken,
      });
      const listed = await runQuery(env(), 'otherUser', viewingSlotsPath(PROPERTY.verified), upcomingSlotsQuery(PROPERTY.verified, VIEWINGS_NOW).spec);
      const taken = listed.docs.find((doc) => doc.id === SLOT.taken);
      expect(taken?.get('status')).toBe('taken');
      expect(Object.keys(taken?.data() ?? {}).sort()).toEqual(['createdAt', 'end', 'start', 'status', 'timeZone']);
    });
  });
}
