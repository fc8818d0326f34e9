/** A stored field read as text: its string, or '' for anything else (missing, null, a number). Documents are read defensively: a client or an old write may have left anything. */
export function storedText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
