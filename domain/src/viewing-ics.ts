/**
 * The calendar file of a confirmed viewing (RFC 5545): one VEVENT, times in UTC, a stable UID (the
 * viewing's id), so importing it twice updates the same event. Made in the browser from the viewing
 * document the buyer or agent already reads.
 */
export interface IcsViewing {
  id: string;
  propertyTitle: string;
  location: string;
  agentName: string;
  buyerName: string;
  note: string;
  start: Date;
  end: Date;
}

/** `YYYYMMDDTHHMMSSZ`: a UTC DATE-TIME. */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaped as RFC 5545 section 3.3.11 says: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics text of a viewing; `now` stamps it (DTSTAMP), `origin` links back to the listing. */
export function viewingIcs(viewing: IcsViewing, now: Date, origin: string, propertyId: string): string {
  const description = [
    `Visit of ${viewing.propertyTitle} with ${viewing.agentName} (agent) and ${viewing.buyerName} (buyer).`,
    viewing.note ? `Note: ${viewing.note}` : '',
    `${origin}/DetailsPage/${propertyId}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HomeHaven//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:viewing-${viewing.id}@homehaven`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(viewing.start)}`,
    `DTEND:${icsTime(viewing.end)}`,
    `SUMMARY:${icsText(`Visit: ${viewing.propertyTitle}`)}`,
    `LOCATION:${icsText(viewing.location)}`,
    `DESCRIPTION:${icsText(description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file name of a viewing's calendar file. */
export function icsFileName(propertyTitle: string): string {
  const slug = propertyTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `visit-${slug || 'property'}.ics`;
}
