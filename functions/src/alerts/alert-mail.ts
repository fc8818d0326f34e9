import { formatPriceRange } from '@homehaven/domain/format';
import type { AlertListing, MailDoc } from '@homehaven/domain/saved-searches';
import { escapeHtml, mailMessage } from '../mail/mail-message';

/**
 * The alert e-mail, in the Trigger Email extension's `message` shape. Every listing or search text is
 * escaped: agents and buyers wrote it, and it goes into HTML.
 */
export function alertMessage(searchName: string, listing: AlertListing, appOrigin: string): MailDoc['message'] {
  const link = `${appOrigin}/DetailsPage/${encodeURIComponent(listing.id)}`;
  const price = formatPriceRange(listing.MinimumPrice, listing.MaximumPrice);
  const subject = `New listing for “${searchName}”: ${listing.title}`;
  const text = [
    `A new listing matches your saved search “${searchName}”.`,
    '',
    listing.title,
    listing.location,
    price,
    '',
    `See it: ${link}`,
    `Manage your saved searches: ${appOrigin}/dashboard/savedSearches`,
  ].join('\n');
  const html = [
    `<p>A new listing matches your saved search <strong>${escapeHtml(searchName)}</strong>.</p>`,
    `<p><a href="${escapeHtml(link)}"><img src="${escapeHtml(listing.image)}" alt="" width="480" style="max-width:100%;border-radius:8px"></a></p>`,
    `<h2 style="margin:0">${escapeHtml(listing.title)}</h2>`,
    `<p style="margin:4px 0">${escapeHtml(listing.location)}</p>`,
    `<p style="margin:4px 0"><strong>${escapeHtml(price)}</strong></p>`,
    `<p><a href="${escapeHtml(link)}">See the listing</a></p>`,
    `<p style="color:#666;font-size:12px">You get this because you saved this search on HomeHaven. <a href="${escapeHtml(`${appOrigin}/dashboard/savedSearches`)}">Manage your saved searches</a>.</p>`,
  ].join('\n');
  return mailMessage(subject, html, text);
}
