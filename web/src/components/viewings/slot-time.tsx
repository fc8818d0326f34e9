import { formatSlot } from '@homehaven/domain/viewing-time';

/** A slot's time in the reader's own zone, the zone named ("… 10:30 AM EST"), as a `<time>`. */
export function SlotTime({ start, end }: { start: Date; end: Date }) {
  return <time dateTime={start.toISOString()}>{formatSlot(start, end)}</time>;
}
