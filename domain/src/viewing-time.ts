/**
 * Viewing times as people read them: in the reader's own time zone, the zone named, because the agent
 * published them in theirs (docs/decisions.md "Viewings").
 */

/** The reader's IANA zone (the browser's). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `Tue, Dec 2, 2025, 10:00 AM – 10:30 AM EST` in `timeZone` (the reader's by default). */
export function formatSlot(start: Date, end: Date, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(start);
  const from = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(start);
  const to = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(end);
  return `${day}, ${from} – ${to}`;
}

/** "Times shown in Europe/Paris": said once above a list of slots. */
export function zoneNote(timeZone: string = localTimeZone()): string {
  return `Times shown in your time zone (${timeZone.replace(/_/g, ' ')}).`;
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:mm`) in `timeZone`: the agent's form gives its
 * date and time in the agent's zone, whatever zone the machine runs in.
 */
export function zonedWallTime(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local}:00Z`);
  // The zone's offset at that instant, found by formatting it there; twice, for the DST edges.
  const offsetAt = (instant: Date): number => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
    const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return shown - instant.getTime();
  };
  const first = new Date(asUtc.getTime() - offsetAt(asUtc));
  return new Date(asUtc.getTime() - offsetAt(first));
}
