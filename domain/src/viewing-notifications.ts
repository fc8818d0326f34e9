import type { ViewingAction, ViewingDoc } from './viewings';

/**
 * A viewing's changes as notifications on the alerts bell (`notifications`, beside saved-search
 * alerts) and e-mails in `mail`: each change reaches the other side (docs/decisions.md "Viewings").
 */

/** What happened: a request, or one of the actions. */
export type ViewingEvent = 'requested' | ViewingAction;

/** `notifications/{autoId}` of type `viewing`, written by the facade in the change's transaction. */
export interface ViewingNotificationDoc<Time = unknown> {
  userUid: string;
  type: 'viewing';
  event: ViewingEvent;
  viewingId: string;
  propertyId: string;
  propertyTitle: string;
  propertyImage: string;
  /** Who made the change (the other side). */
  fromName: string;
  start: Time;
  end: Time;
  reason: string;
  read: boolean;
  createdAt: Time;
}

/** Who hears of an event: the agent of a request, an acceptance or a cancellation; the buyer of the rest. */
export function recipientOf(event: ViewingEvent): 'agent' | 'buyer' {
  return event === 'requested' || event === 'accept' || event === 'cancel' ? 'agent' : 'buyer';
}

/** The headline of a notification or e-mail (our wording). */
export function viewingEventText(event: ViewingEvent, fromName: string, propertyTitle: string): string {
  const who = fromName || (recipientOf(event) === 'agent' ? 'A buyer' : 'The agent');
  switch (event) {
    case 'requested':
      return `${who} asked to visit ${propertyTitle}`;
    case 'confirm':
      return `${who} confirmed your visit of ${propertyTitle}`;
    case 'decline':
      return `${who} declined your visit of ${propertyTitle}`;
    case 'propose':
      return `${who} proposed another time to visit ${propertyTitle}`;
    case 'accept':
      return `${who} accepted the new time to visit ${propertyTitle}`;
    case 'cancel':
      return `${who} cancelled the visit of ${propertyTitle}`;
  }
}

/** The notification of `event` on a viewing, to its other side. */
export function newViewingNotification<Time>(event: ViewingEvent, viewingId: string, viewing: ViewingDoc<Time>, createdAt: Time): ViewingNotificationDoc<Time> {
  const toAgent = recipientOf(event) === 'agent';
  return {
    userUid: toAgent ? viewing.agentUid : viewing.buyerUid,
    type: 'viewing',
    event,
    viewingId,
    propertyId: viewing.propertyId,
    propertyTitle: viewing.propertyTitle,
    propertyImage: viewing.propertyImage,
    fromName: toAgent ? viewing.buyerName : viewing.agentName,
    start: viewing.start,
    end: viewing.end,
    reason: viewing.reason,
    read: false,
    createdAt,
  };
}
