/** What `GET /stats` answers (docs/facade.md "Counts"): each count only of what the caller may read. */
export interface Stats {
  properties: number;
  offers: number;
  myProperties: number;
  /** Every user: admins only, null for everyone else. */
  users: number | null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Whether an answer has the shape the cards need, so a changed server never shows "undefined". */
export function isStats(value: unknown): value is Stats {
  const body = value as Partial<Record<keyof Stats, unknown>> | null;
  return typeof body === 'object' && body !== null && isCount(body.properties) && isCount(body.offers) && isCount(body.myProperties) && (body.users === null || isCount(body.users));
}
