import type { MailDoc } from '@homehaven/domain/saved-searches';

/** Text made safe inside HTML: every stored text an e-mail quotes was written by an agent or a buyer. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Every character that breaks a line somewhere: CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/**
 * An e-mail's `message` in the Trigger Email extension's shape. The subject is one line whatever the
 * listing titles and names inside it hold: a line break in a header could start another header
 * (docs/alerts.md "E-mail subjects"), so each run of line breaks becomes a space.
 */
export function mailMessage(subject: string, html: string, text: string): MailDoc['message'] {
  return { subject: subject.replace(LINE_BREAKS, ' ').trim(), html, text };
}
