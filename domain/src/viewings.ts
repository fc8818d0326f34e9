import { z } from 'zod';
import { optionalText, requiredText } from './text-fields';
import { VIEWING_LIMITS } from './viewing-limits';
import { VIEWING_MESSAGES } from './viewing-messages';

/**
 * Scheduled viewings (docs/decisions.md "Viewings"): an agent publishes time slots on a listing
 * (`properties/{id}/viewingSlots`), a buyer requests one (`viewings/{id}`), the agent confirms,
 * declines or proposes another slot, the buyer accepts or cancels. Every write goes through the
 * facade (functions/src/viewings), in transactions, so a slot is never taken twice; clients only read.
 */

export { VIEWING_LIMITS };

/** A slot is open until a request takes it; a declined or cancelled viewing opens it again. */
export const SLOT_STATUSES = ['open', 'taken'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/**
 * requested: the buyer asked for a slot (it is held for them); proposed: the agent moved the request to
 * another slot and waits for the buyer; confirmed: agreed; declined: the agent said no (with a reason);
 * cancelled: the buyer withdrew.
 */
export const VIEWING_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
/** Statuses that still hold a slot: a buyer has at most one such viewing per listing. */
export const OPEN_VIEWING_STATUSES = ['requested', 'proposed', 'confirmed'] as const satisfies readonly ViewingStatus[];

export function isOpenViewing(status: string): boolean {
  return (OPEN_VIEWING_STATUSES as readonly string[]).includes(status);
}

/** `properties/{propertyId}/viewingSlots/{slotId}`: never says who took it. */
export interface ViewingSlotDoc<Time = unknown> {
  start: Time;
  end: Time;
  /** The agent's IANA time zone when they published it (the visitor sees the slot in their own). */
  timeZone: string;
  status: SlotStatus;
  createdAt: Time;
}

/** `viewings/{id}`: read by its buyer and the listing's agent only. */
export interface ViewingDoc<Time = unknown> {
  propertyId: string;
  propertyTitle: string;
  propertyImage: string;
  location: string;
  agentUid: string;
  agentName: string;
  agentEmail: string;
  buyerUid: string;
  buyerName: string;
  buyerEmail: string;
  /** The slot the viewing holds (a proposal moves it to the proposed slot). */
  slotId: string;
  start: Time;
  end: Time;
  timeZone: string;
  note: string;
  status: ViewingStatus;
  /** The agent's reason for declining; empty otherwise. */
  reason: string;
  createdAt: Time;
  updatedAt: Time;
}

/** What each side may do next (the facade's PATCH /viewings/{id} `action`). */
export const AGENT_ACTIONS = ['confirm', 'decline', 'propose'] as const;
export const BUYER_ACTIONS = ['accept', 'cancel'] as const;
export type ViewingAction = (typeof AGENT_ACTIONS)[number] | (typeof BUYER_ACTIONS)[number];

/** The statuses each action applies to, and the status it leads to. */
export const VIEWING_TRANSITIONS: Readonly<Record<ViewingAction, { from: readonly ViewingStatus[]; to: ViewingStatus }>> = {
  confirm: { from: ['requested'], to: 'confirmed' },
  decline: { from: ['requested', 'confirmed'], to: 'declined' },
  propose: { from: ['requested', 'confirmed'], to: 'proposed' },
  accept: { from: ['proposed'], to: 'confirmed' },
  cancel: { from: ['requested', 'proposed', 'confirmed'], to: 'cancelled' },
};

/** Whether `action` may move a viewing in `status` (a viewing that has started changes no more). */
export function canApply(action: ViewingAction, status: string): boolean {
  return (VIEWING_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The actions open to a side on a viewing (the screens show these buttons). */
export function actionsFor(side: 'agent' | 'buyer', status: string): ViewingAction[] {
  const actions: readonly ViewingAction[] = side === 'agent' ? AGENT_ACTIONS : BUYER_ACTIONS;
  return actions.filter((action) => canApply(action, status));
}

/** The id of a slot: its start in milliseconds, so one listing never holds two slots starting at once. */
export function slotIdOf(start: Date): string {
  return String(start.getTime());
}

/** The form of a request: the slot and an optional note. */
export const viewingRequestFormSchema = z.object({
  slotId: z.string().min(1, VIEWING_MESSAGES.slotRequired),
  note: optionalText(VIEWING_LIMITS.note, VIEWING_MESSAGES.noteTooLong),
});
export type ViewingRequestForm = z.infer<typeof viewingRequestFormSchema>;

/** The decline form: the reason is required. */
export const declineFormSchema = z.object({
  reason: requiredText(VIEWING_LIMITS.reason, {
    required: VIEWING_MESSAGES.reasonRequired,
    tooLong: VIEWING_MESSAGES.reasonTooLong,
  }),
});
export type DeclineForm = z.infer<typeof declineFormSchema>;

/** Whether `zone` names an IANA time zone the platform knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Why a slot from `start` to `end` cannot be published at `now`, or null when it can. */
export function slotProblem(start: Date, end: Date, now: Date): string | null {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return VIEWING_MESSAGES.slotTimeInvalid;
  if (start.getTime() <= now.getTime()) return VIEWING_MESSAGES.slotInPast;
  if (start.getTime() > now.getTime() + VIEWING_LIMITS.daysAhead * 86_400_000) return VIEWING_MESSAGES.slotTooFar;
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes < VIEWING_LIMITS.minMinutes || minutes > VIEWING_LIMITS.maxMinutes) return VIEWING_MESSAGES.slotLength;
  return null;
}

/** The agent's slot form: a local date and time (in their own zone) and a length. */
export const slotFormSchema = z.object({
  /** `YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">` gives it, in the agent's zone. */
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, VIEWING_MESSAGES.slotTimeInvalid),
  minutes: z.number().int().min(VIEWING_LIMITS.minMinutes, VIEWING_MESSAGES.slotLength).max(VIEWING_LIMITS.maxMinutes, VIEWING_MESSAGES.slotLength),
});
export type SlotForm = z.infer<typeof slotFormSchema>;
