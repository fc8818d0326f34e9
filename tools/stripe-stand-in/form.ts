/** A value decoded from a Stripe-style form body: text, a list, or nested fields. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
/** Nested fields of a form body. */
export type FormFields = { [key: string]: FormValue };

/** Key segments that would reach an object's prototype; never used as field names. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][c]` -> ['a', 'b', 'c']; `a[]` -> ['a', '']. */
function segments(key: string): string[] {
  const head = /^[^[]*/.exec(key)?.[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

/** Objects whose keys are all 0..n-1 were encoded lists (`a[0]=x&a[1]=y`): make them arrays again. */
function listsRestored(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(listsRestored);
  const keys = Object.keys(value);
  const restored = Object.fromEntries(keys.map((k) => [k, listsRestored(value[k] as FormValue)]));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => restored[k] as FormValue) : restored;
}

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe reads it: `a[b][c]=v` nests,
 * `a[0]=x` and `a[]=x` make lists. A key seen twice keeps its last value, like Stripe.
 */
export function parseForm(body: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = segments(key);
    if (!path[0] || path.some((s) => UNSAFE_KEYS.has(s))) continue;
    let node: FormFields = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === 'object' && !Array.isArray(next) ? next : (node[name] = {});
    });
  }
  return listsRestored(root) as FormFields;
}

/** Text at a path of parsed fields (`field(f, 'metadata', 'offerId')`, `field(f, 'items', '0', 'price')`), or undefined. */
export function field(fields: FormValue | undefined, ...path: string[]): string | undefined {
  let node = fields;
  for (const name of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? (/^\d+$/.test(name) ? node[Number(name)] : undefined) : node[name];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text-valued fields of a nested group, like Stripe's `metadata` (always strings). */
export function textFields(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
