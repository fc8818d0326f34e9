import { describe, expect, it } from 'vitest';
import { actionsFor, canApply, declineFormSchema, isTimeZone, slotProblem, viewingRequestFormSchema } from './viewings';
import { foldLine, icsFileName, icsText, icsTime, viewingIcs } from './viewing-ics';
import { formatSlot, zonedWallTime } from './viewing-time';
import { recipientOf, viewingEventText } from './viewing-notifications';
import { BLANK_SAMPLES } from './text';
import { VIEWING_MESSAGES } from './viewing-messages';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('viewing transitions', () => {
  it('lets the agent confirm a request, decline or propose while open, and the buyer accept a proposal or cancel', () => {
    expect(actionsFor('agent', 'requested')).toEqual(['confirm', 'decline', 'propose']);
    expect(actionsFor('agent', 'confirmed')).toEqual(['decline', 'propose']);
    expect(actionsFor('agent', 'proposed')).toEqual([]);
    expect(actionsFor('buyer', 'proposed')).toEqual(['accept', 'cancel']);
    expect(actionsFor('buyer', 'confirmed')).toEqual(['cancel']);
    for (const closed of ['declined', 'cancelled', 'nonsense']) {
      expect(actionsFor('agent', closed)).toEqual([]);
      expect(actionsFor('buyer', closed)).toEqual([]);
    }
    expect(canApply('accept', 'requested')).toBe(false);
  });

  it('tells each event to the other side, in words that name who did it', () => {
    expect(recipientOf('requested')).toBe('agent');
    expect(recipientOf('cancel')).toBe('agent');
    expect(recipientOf('confirm')).toBe('buyer');
    expect(viewingEventText('confirm', 'Olivia', 'Loft')).toBe('Olivia confirmed your visit of Loft');
    expect(viewingEventText('requested', '', 'Loft')).toBe('A buyer asked to visit Loft');
  });
});

describe('slots', () => {
  it('accepts a future slot of 15 minutes to 4 hours within 90 days, and refuses the rest with the reason', () => {
    expect(slotProblem(at('2026-03-02T10:00:00Z'), at('2026-03-02T10:30:00Z'), NOW)).toBeNull();
    expect(slotProblem(at('2026-03-01T11:00:00Z'), at('2026-03-01T11:30:00Z'), NOW)).toBe(VIEWING_MESSAGES.slotInPast);
    expect(slotProblem(at('2026-06-30T10:00:00Z'), at('2026-06-30T10:30:00Z'), NOW)).toBe(VIEWING_MESSAGES.slotTooFar);
    expect(slotProblem(at('2026-03-02T10:00:00Z'), at('2026-03-02T10:10:00Z'), NOW)).toBe(VIEWING_MESSAGES.slotLength);
    expect(slotProblem(at('2026-03-02T10:00:00Z'), at('2026-03-02T15:00:00Z'), NOW)).toBe(VIEWING_MESSAGES.slotLength);
    expect(slotProblem(at('nonsense'), at('2026-03-02T15:00:00Z'), NOW)).toBe(VIEWING_MESSAGES.slotTimeInvalid);
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("turns the agent's wall-clock time into the instant in their zone, across daylight saving", () => {
    expect(zonedWallTime('2026-01-15T10:00', 'America/New_York').toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(zonedWallTime('2026-07-15T10:00', 'America/New_York').toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(zonedWallTime('2026-07-15T10:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T04:30:00.000Z');
    expect(zonedWallTime('2026-07-15T10:00', 'UTC').toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });

  it("shows a slot in the reader's zone and names the zone", () => {
    const text = formatSlot(at('2026-01-15T15:00:00Z'), at('2026-01-15T15:30:00Z'), 'America/New_York');
    expect(text).toBe('Thu, Jan 15, 2026, 10:00 AM – 10:30 AM EST');
    expect(formatSlot(at('2026-01-15T15:00:00Z'), at('2026-01-15T15:30:00Z'), 'Europe/Paris')).toContain('4:00 PM – 4:30 PM GMT+1');
  });
});

describe('forms', () => {
  it('requires a slot, takes an optional note up to 500 characters', () => {
    expect(viewingRequestFormSchema.safeParse({ slotId: '', note: '' }).error?.issues[0]?.message).toBe(VIEWING_MESSAGES.slotRequired);
    expect(viewingRequestFormSchema.parse({ slotId: '1', note: '  Hello ' })).toEqual({ slotId: '1', note: 'Hello' });
    expect(viewingRequestFormSchema.safeParse({ slotId: '1', note: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(VIEWING_MESSAGES.noteTooLong);
  });

  it('requires a visible reason to decline', () => {
    for (const blank of BLANK_SAMPLES) expect(declineFormSchema.safeParse({ reason: blank }).error?.issues[0]?.message).toBe(VIEWING_MESSAGES.reasonRequired);
    expect(declineFormSchema.safeParse({ reason: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(VIEWING_MESSAGES.reasonTooLong);
  });
});

describe('the .ics calendar file', () => {
  const viewing = {
    id: 'v123',
    propertyTitle: 'Loft, with a view; near the park',
    location: '12 Main St, Springfield',
    agentName: 'Olivia',
    buyerName: 'Sophia',
    note: 'Can I bring\nmy dog?',
    start: at('2026-03-05T15:00:00Z'),
    end: at('2026-03-05T15:30:00Z'),
  };
  const ics = viewingIcs(viewing, NOW, 'https://homehaven.example', 'prop1');
  const lines = ics.split('\r\n');

  it('is one VEVENT in a VCALENDAR, in UTC, with a stable UID, CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:viewing-v123@homehaven');
    expect(lines).toContain('DTSTART:20260305T150000Z');
    expect(lines).toContain('DTEND:20260305T153000Z');
    expect(lines).toContain('DTSTAMP:20260301T120000Z');
    expect(lines).toContain('SUMMARY:Visit: Loft\\, with a view\\; near the park');
    expect(lines).toContain('LOCATION:12 Main St\\, Springfield');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsTime(at('2026-03-05T15:00:00.123Z'))).toBe('20260305T150000Z');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('Note: Can I bring\\nmy dog?');
  });

  it('names the file after the listing', () => {
    expect(icsFileName('Loft, with a view!')).toBe('visit-loft-with-a-view.ics');
    expect(icsFileName('***')).toBe('visit-property.ics');
  });
});
