// Blank is blank in every form (docs/product.md §12 Validation): each required text field the forms validate refuses every
// kind of invisible-only text (text.ts BLANK_SAMPLES) with the field's own message, as the facade and
// the rules do (tests/functions/facade/bad-input.test.ts, tests/rules/suites/blank-text.ts).
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, messageTextError } from './conversations';
import { listingFormSchema } from './listing-form';
import { MESSAGES } from './messages';
import { REVIEW_MESSAGES } from './review-messages';
import { savedSearchFormSchema, savedSearchNameSchema } from './saved-searches';
import { BLANK_SAMPLES } from './text';
import { profileFormSchema } from './validation';
import { reviewSchema } from './review-schema';

const LISTING = { title: 'Lake house', location: 'Lakeview, Ohio', Details: 'Three rooms.', MinimumPrice: '250000', MaximumPrice: '300000' };

/** The first message a schema gives `value`, or null when it accepts it. */
function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'refused');
}

describe.each(BLANK_SAMPLES.map((blank) => [JSON.stringify(blank), blank]))('the blank %s', (_label, blank) => {
  it("is a missing title, location or description on the listing form, each with its field's message", () => {
    expect(messageOf(listingFormSchema.safeParse({ ...LISTING, title: blank }))).toBe(MESSAGES.property.titleRequired);
    expect(messageOf(listingFormSchema.safeParse({ ...LISTING, location: blank }))).toBe(MESSAGES.property.locationRequired);
    expect(messageOf(listingFormSchema.safeParse({ ...LISTING, Details: blank }))).toBe(MESSAGES.property.detailsRequired);
  });

  it('is a missing review comment, saved-search name, message or profile name', () => {
    expect(messageOf(reviewSchema.safeParse({ rating: 5, comment: blank }))).toBe(REVIEW_MESSAGES.commentRequired);
    expect(messageOf(savedSearchNameSchema.safeParse({ name: blank }))).toBe('Give this search a name.');
    expect(messageOf(savedSearchFormSchema.safeParse({ name: 'Lakes', location: blank, order: 'newest', emailAlerts: true }))).not.toBeNull();
    expect(messageTextError(blank)).toBe(CONVERSATION_MESSAGES.empty);
    expect(messageOf(profileFormSchema.safeParse({ name: blank }))).not.toBeNull();
  });
});

it('takes visible text padded with invisible characters, trimmed', () => {
  expect(listingFormSchema.parse({ ...LISTING, title: '\u00A0Lake house\u200B' }).title).toBe('Lake house');
  expect(reviewSchema.parse({ rating: 4, comment: '\u3000Lovely ' }).comment).toBe('Lovely');
  expect(messageTextError('\u200B?')).toBeNull();
});
