import { formatSlot } from '@homehaven/domain/viewing-time';
import { recipientOf, viewingEventText, type ViewingEvent } from '@homehaven/domain/viewing-notifications';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { escapeHtml, mailMessage } from '../mail/mail-message';
import type { Viewing } from './viewing-store';

/**
 * The e-mail of a viewing change, in the Trigger Email extension's `message` shape (as alerts). The
 * time is written in the agent's zone (the one they published it in), named, since an e-mail cannot
 * know its reader's; the app shows it in the reader's. Every stored text is escaped.
 */
export function viewingMessage(event: ViewingEvent, viewing: Viewing, appOrigin: string): MailDoc['message'] {
  const toAgent = recipientOf(event) === 'agent';
  const subject = viewingEventText(event, toAgent ? viewing.buyerName : viewing.agentName, viewing.propertyTitle);
  const when = formatSlot(viewing.start.toDate(), viewing.end.toDate(), viewing.timeZone || 'UTC');
  const link = `${appOrigin}/dashboard/viewings`;
  const extra = [viewing.reason ? `Reason: ${viewing.reason}` : '', toAgent && viewing.note ? `Note: ${viewing.note}` : ''].filter(Boolean);
  const text = [`${subject}.`, '', `When: ${when}`, `Where: ${viewing.location}`, ...extra, '', `Your visits: ${link}`].join('\n');
  const html = [
    `<p><strong>${escapeHtml(subject)}</strong>.</p>`,
    `<p style="margin:4px 0">When: ${escapeHtml(when)}</p>`,
    `<p style="margin:4px 0">Where: ${escapeHtml(viewing.location)}</p>`,
    ...extra.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">See your visits</a></p>`,
  ].join('\n');
  return mailMessage(subject, html, text);
}
