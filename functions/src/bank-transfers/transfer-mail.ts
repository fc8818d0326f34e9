import type { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { TRANSFER_MAIL, type OfferTransfer } from '@homehaven/domain/bank-transfers';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { escapeHtml, mailMessage } from '../mail/mail-message';

/** The lines of the transfer's details, as the e-mail and the page give them. */
function detailLines(transfer: OfferTransfer<Timestamp>): string[] {
  return [
    `Amount: ${formatPrice(transfer.amountCents / 100)}`,
    `Reference to quote: ${transfer.reference}`,
    `Bank: ${transfer.bank.bankName}`,
    `Account holder: ${transfer.bank.accountHolderName}`,
    `Account number: ${transfer.bank.accountNumber}`,
    `Routing number: ${transfer.bank.routingNumber}`,
    `The money must arrive by ${formatDay(transfer.dueAt.toDate(), 'utc')}.`,
  ];
}

/** The `mail` document with a transfer's details, to the payer (the Trigger Email extension sends it). */
export function transferMail(to: string, propertyTitle: string, transfer: OfferTransfer<Timestamp>, createdAt: FieldValue): MailDoc<FieldValue> {
  const title = propertyTitle || 'a property';
  const intro = `To pay for your offer on ${title}, send a bank transfer with these details. Quote the reference, so the money is matched to your offer.`;
  const lines = detailLines(transfer);
  const html = `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  return { to, message: mailMessage(TRANSFER_MAIL.subject(title), html, [intro, '', ...lines].join('\n')), createdAt };
}
