import { defineConfig } from '@pandacss/dev';
import { BRAND_FONTS, BRAND_GLOBAL_CSS, BRAND_SEMANTIC_COLORS } from './src/config/brand-theme';

/**
 * Build-time CSS for every screen (docs/decisions.md, "Public pages: prerendered HTML and build-time
 * CSS", "Build-time styles everywhere"). Chakra's own tokens and recipes through its Panda preset, with
 * HomeHaven's changes (src/config/brand-theme.ts), so the screens look as Chakra draws them. Panda
 * writes only the CSS the source uses, once, at build time.
 */
export default defineConfig({
  preflight: true,
  presets: ['@chakra-ui/panda-preset'],
  // Every file that may call css() or a recipe; Panda extracts the styles statically from them.
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  // Imported as `styled-system/css` etc. (tsconfig paths and Vite alias point it at outdir).
  importMap: 'styled-system',
  // Class names only: no runtime style props (the JSX factory would compute classes per element per render).
  jsxFramework: undefined,
  // Where the tokens live.
  cssVarRoot: ':where(:root, :host)',
  strictTokens: false,
  // Chakra's light mode: the root unless `.dark` (the preset's `_light` is only `.light &`, which would
  // leave fg, bg.panel, shadows and colorPalette tokens undefined on a page without that class).
  // Hover as Chakra's runtime has it: only on devices that hover, never on a disabled element (Panda's
  // own `_hover` would give a disabled button under the pointer its hover colour).
  conditions: { extend: { light: ':root &, .light &', hover: ['@media (hover: hover)', '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])'] } },
  globalCss: {
    ...BRAND_GLOBAL_CSS,
    body: { ...BRAND_GLOBAL_CSS.body, position: 'relative' },
    // What Chakra's reset sets and Panda's does not (the pages must render exactly as under Chakra).
    // Selectors of their own: a key the preset also uses (`html`, `*`) would replace its rule, not add to it.
    ':root': { textRendering: 'optimizeLegibility', touchAction: 'manipulation' },
    '*, ::before, ::after': { wordWrap: 'break-word' },
    // Panda's reset balances headings' lines; Chakra's does not, and the pages must wrap as they did.
    'h1, h2, h3, h4, h5, h6': { textWrap: 'wrap' },
  },
  // Recipe variants chosen at run time (components/static/button-style.ts) cannot be found by reading
  // the source: list the ones the app uses.
  staticCss: {
    recipes: { button: [{ size: ['xs', 'sm', 'md', 'lg', '2xl'], variant: ['solid', 'outline', 'ghost', 'subtle', 'surface'] }] },
  },
  theme: {
    extend: {
      keyframes: {
        // The navigation progress bar (app/layout/navigation-progress.tsx).
        'hh-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
        // A marquee's track moves by one copy of its items per loop (features/home/components/marquee.tsx).
        'hh-marquee': { from: { transform: 'translate3d(0, 0, 0)' }, to: { transform: 'translate3d(-50%, 0, 0)' } },
      },
      // HomeHaven's changes to Chakra's theme (src/config/brand-theme.ts).
      semanticTokens: { colors: BRAND_SEMANTIC_COLORS },
      tokens: { fonts: BRAND_FONTS },
    },
  },
});
