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
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { BRAND_FONTS, BRAND_GLOBAL_CSS, BRAND_SEMANTIC_COLORS } from '../../config/brand-theme';

/**
 * The component recipes the app uses, and only those: Chakra's default system carries about 90, most
 * of them unused, and they would all load before the first paint (docs/decisions.md). A component
 * whose recipe is missing renders unstyled; system.test.ts fails when one is used without its recipe.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The multi-part component recipes the app uses (see {@link RECIPES}). */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
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
      globalCss: BRAND_GLOBAL_CSS,
      theme: { semanticTokens: { colors: BRAND_SEMANTIC_COLORS }, tokens: { fonts: BRAND_FONTS } },
    }),
  ),
);
