import { INVITATION_DAYS } from '@homehaven/domain/agencies';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { escapeHtml, mailMessage } from '../mail/mail-message';

/** The e-mail that carries an invitation's link (the agency's name quoted, escaped). */
export function invitationMessage(agencyName: string, link: string): MailDoc['message'] {
  const subject = `${agencyName} invites you to join as an agent`;
  const lines = [`${agencyName} invites you to join their team on HomeHaven as an agent.`, `The link works once, for this address, for ${INVITATION_DAYS} days.`];
  const text = [...lines, '', `Accept: ${link}`].join('\n');
  const html = [...lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`].join('\n');
  return mailMessage(subject, html, text);
}
