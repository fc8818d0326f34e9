// Fixture documents written through the Firestore emulator's REST API as its owner (rules bypassed),
// so each journey makes exactly the data it needs and never depends on demo data or another test.
import { FIRESTORE_URL, PROJECT_ID } from './config';

const DOCS = `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
// The emulator treats the literal bearer "owner" as an admin: rules are bypassed for fixtures.
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** A plain value as a fixture writes it. */
export type FixtureValue = string | number | boolean | null | Date | readonly FixtureValue[] | { readonly [field: string]: FixtureValue };
/** A fixture document. */
export type FixtureDoc = { readonly [field: string]: FixtureValue };

type RestValue = Record<string, unknown>;

/** A plain value in the REST API's typed form. */
function encode(value: FixtureValue): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item: FixtureValue) => encode(item)) } };
  return { mapValue: { fields: encodeFields(value as FixtureDoc) } };
}

function encodeFields(data: FixtureDoc): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, encode(value)]));
}

async function send(url: string, method: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, { method, headers: OWNER, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Creates a document with an automatic id in a collection; returns the id. */
export async function addFixture(collection: string, data: FixtureDoc): Promise<string> {
  const response = await send(`${DOCS}/${collection}`, 'POST', { fields: encodeFields(data) });
  const { name } = (await response.json()) as { name: string };
  return name.slice(name.lastIndexOf('/') + 1);
}

/** Writes (creates or replaces) the document at a path. */
export async function setFixture(path: string, data: FixtureDoc): Promise<void> {
  await send(`${DOCS}/${path}`, 'PATCH', { fields: encodeFields(data) });
}

/** Changes some fields of the document at a path, leaving the others. */
export async function updateFixture(path: string, data: FixtureDoc): Promise<void> {
  const mask = Object.keys(data)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  await send(`${DOCS}/${path}?${mask}`, 'PATCH', { fields: encodeFields(data) });
}

/** Reads a document's raw REST form, or null when it does not exist. */
export async function readFixture(path: string): Promise<{ fields: Record<string, Record<string, unknown>> } | null> {
  const response = await fetch(`${DOCS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status}`);
  return (await response.json()) as { fields: Record<string, Record<string, unknown>> };
}

/** The string and true-or-false fields (as text) of the documents of `collection` whose `field` equals `value` (rules bypassed), in no set order. */
export async function findFixtures(collection: string, field: string, value: string): Promise<Record<string, string>[]> {
  const response = await send(`${DOCS}:runQuery`, 'POST', {
    structuredQuery: { from: [{ collectionId: collection }], where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } } },
  });
  const rows = (await response.json()) as {
    document?: { fields: Record<string, { stringValue?: string; booleanValue?: boolean; mapValue?: { fields: Record<string, { stringValue?: string }> } }> };
  }[];
  return rows.flatMap((row) => {
    if (!row.document) return [];
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(row.document.fields)) {
      if (value.stringValue !== undefined) flat[name] = value.stringValue;
      if (value.booleanValue !== undefined) flat[name] = String(value.booleanValue);
      for (const [inner, innerValue] of Object.entries(value.mapValue?.fields ?? {})) if (innerValue.stringValue !== undefined) flat[`${name}.${inner}`] = innerValue.stringValue;
    }
    return [flat];
  });
}
