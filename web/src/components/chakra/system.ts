import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The component recipes the app uses, and only those: Chakra's default system carries about 90, most
 * of them unused, and they would all load before the first paint (docs/decisions.md). A component
 * whose recipe is missing renders unstyled; theme.test.ts fails when one is used without its recipe.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The multi-part component recipes the app uses (see {@link RECIPES}). */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
};

/** HomeHaven's Chakra v3 system: default tokens, teal as the brand palette, a calm neutral page. */
export const system = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: 'chakra',
      cssVarsRoot: ':where(html, .chakra-theme)',
      globalCss,
      theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes: RECIPES, slotRecipes: SLOT_RECIPES },
    }),
    defineConfig({
      globalCss: {
        'html, body': { bg: 'gray.50', color: 'gray.800' },
        body: { minHeight: '100vh' },
      },
      theme: {
        // White text on Chakra's teal.600 and green.600 is below WCAG AA contrast (3.7:1, 3.3:1): one shade darker passes.
        semanticTokens: {
          colors: {
            teal: { solid: { value: '{colors.teal.700}' } },
            green: { solid: { value: '{colors.green.700}' } },
            // Form errors in Chakra's red.500 on white are 3.8:1, below AA for their small text: red.700 is 6.5:1.
            fg: { error: { value: '{colors.red.700}' } },
          },
        },
        tokens: {
          fonts: {
            heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
            body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
          },
        },
      },
    }),
  ),
);
