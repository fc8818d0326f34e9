import { HEADLINE_FIGURE } from '@homehaven/domain/constants';

/** The stat band: the one headline figure of docs/product.md §5.1 Home, its caption, and plain statements beside it. */
export const HEADLINE = {
  eyebrow: 'HomeHaven at a glance',
  title: 'Local know-how, wherever you move',
  figure: HEADLINE_FIGURE,
  caption: 'neighbourhoods covered by our agents',
  points: [
    'Every listing is checked by our team before buyers can open it.',
    'Offers and card payments happen securely inside HomeHaven.',
    'Reviews are written by registered buyers and moderated by our team.',
  ],
} as const;
