// Text rules without a schema library: a screen that only checks or trims text (the sidebar's unread
// messages, a composer) loads no zod with them. The form fields built on them are in text-fields.ts.

/**
 * What counts as blank, decided once for the forms, the facade and the rules: text with no visible
 * character. Invisible are white space of every script (`\s` and `\v`: RE2's `\s` lacks the
 * vertical tab; JavaScript's already covers U+00A0 and U+3000; and the separators `\p{Z}`) and format characters (`\p{Cf}`: zero-width space,
 * zero-width joiners, word joiner, byte-order mark, soft hyphen, direction marks). JavaScript's
 * `trim()` keeps the zero-width ones, and the rules' `trim()` strips ASCII white space only; so
 * firestore.rules writes this same class in RE2 (`hasVisibleText` there), and tests feed
 * {@link BLANK_SAMPLES} to every required field of the forms, the facade and the rules.
 */
export const INVISIBLE_CLASS = '[\\s\\v\\p{Z}\\p{Cf}]';

const BLANK = new RegExp(`^${INVISIBLE_CLASS}*$`, 'u');
const INVISIBLE_EDGES = new RegExp(`^${INVISIBLE_CLASS}+|${INVISIBLE_CLASS}+$`, 'gu');

/** True when `text` has no visible character (empty included). */
export function isBlank(text: string): boolean {
  return BLANK.test(text);
}

/** `text` without invisible characters at either end: what a required text field stores. */
export function trimInvisible(text: string): string {
  return text.replace(INVISIBLE_EDGES, '');
}

/**
 * Blanks no required field may accept, one per kind of invisible character and mixed: tests of the
 * forms, the facade and the rules use them all (the attack that found the gap was U+00A0).
 */
export const BLANK_SAMPLES: readonly string[] = [
  '\u00A0\u00A0',
  ' \t\n\v\f\r',
  '\u200B',
  '\u200C\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E\u200F',
  '\u3000',
  '\u2028\u2029',
  '\u202F\u205F',
  ' \u00A0\u200B\u3000 ',
];
