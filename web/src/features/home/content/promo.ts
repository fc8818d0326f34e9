import { PROMO_DISCOUNT_PERCENT } from '@homehaven/domain/constants';

/** The promotional banner of docs/product.md §5.1 Home: up to 30% off service fees on a purchase, for a limited time. */
export const PROMO = {
  eyebrow: 'Limited-time offer',
  title: 'Save on your next home',
  offer: `Up to ${PROMO_DISCOUNT_PERCENT}% off`,
  detail: 'service fees when you buy a property through HomeHaven.',
  note: 'For a limited time only.',
  cta: 'Browse properties',
  /** The strip that scrolls along the banner's foot. */
  strip: [`Up to ${PROMO_DISCOUNT_PERCENT}% off service fees`, 'Limited-time offer', 'On your property purchase', 'Verified listings', 'Secure card payment', 'Trusted local agents'],
} as const;
