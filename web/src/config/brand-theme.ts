/** HomeHaven's changes to Chakra's default theme, applied by Panda's build-time CSS (panda.config.ts). */

/** The page's own colours. */
export const BRAND_GLOBAL_CSS = {
  'html, body': { bg: 'gray.50', color: 'gray.800' },
  body: { minHeight: '100vh' },
} as const;

/** Semantic colours that differ from Chakra's. */
export const BRAND_SEMANTIC_COLORS = {
  // White text on Chakra's teal.600 and green.600 is below WCAG AA contrast (3.7:1, 3.3:1): one shade darker passes.
  teal: { solid: { value: '{colors.teal.700}' } },
  green: { solid: { value: '{colors.green.700}' } },
  // Form errors in Chakra's red.500 on white are 3.8:1, below AA for their small text: red.700 is 6.5:1.
  fg: { error: { value: '{colors.red.700}' } },
} as const;

const INTER = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The type faces. */
export const BRAND_FONTS = { heading: { value: INTER }, body: { value: INTER } } as const;
