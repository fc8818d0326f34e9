import { ACCOUNT_TYPE_LABELS, type ApplicationOutcome, type ProfessionalType } from '@homehaven/domain/applications';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { escapeHtml, mailMessage } from '../mail/mail-message';

/** The e-mail telling an applicant the decision on their application (the reason quoted, escaped). */
export function applicationMessage(outcome: ApplicationOutcome, type: ProfessionalType, reason: string, appOrigin: string): MailDoc['message'] {
  const subject = outcome === 'approved' ? M.noticeApproved : M.noticeRejected;
  const what = `Your application as ${ACCOUNT_TYPE_LABELS[type].toLowerCase()}`;
  const lines = outcome === 'approved' ? [`${what} is approved.`, M.approvedText] : [`${what} was not approved.`, `${M.reasonLabel}: ${reason}`, M.rejectedText];
  const link = `${appOrigin}/dashboard/application`;
  const text = [...lines, '', `Your application: ${link}`].join('\n');
  const html = [...lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">See your application</a></p>`].join('\n');
  return mailMessage(subject, html, text);
}
