// Lint for the whole repository: TypeScript strict rules, React hooks, and import boundaries that keep
// the web app's layers one-way (shared -> features -> app; features never import each other), styles
// built at build time everywhere, and the public pages free of Ark UI's machines and the Firebase SDK
// until they are interactive (docs/decisions.md, "Public pages", "Build-time styles everywhere").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { publicPageFiles } from './tools/lint/public-page-files.mjs';

const FEATURES = 'web/src/features';

/** Dev tooling and the shipped app must not mix: the app never imports tools/, e2e/ or tests/. */
const SHIPPED_NEVER_IMPORTS_TOOLING = { group: ['**/tools/**', '**/e2e/**', '**/tests/**'], message: 'Shipped code never imports dev tooling.' };
/** Features do not import each other (bulletproof-react): one zone per feature folder; shared code goes to components/ or lib/. */
const FEATURES_STAY_APART = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message: 'Features do not import each other: move shared code to web/src/components or web/src/lib.',
  }));
/** The Firebase SDK loads after the first paint: only web/src/lib/firebase imports it, others use its loaders. */
const FIREBASE_ONLY_LAZILY = ['firebase/app', 'firebase/auth', 'firebase/firestore'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'Load the SDK through loadAuth()/loadFirestore() (web/src/lib/firebase/load.ts) so it never delays the first paint.',
}));

/**
 * The signed-in live worker's client is reached through loadSignedInLive(): imported statically, it
 * would join the public pages' shared chunk (docs/decisions.md "Signed-in Firestore in a worker").
 */
const SIGNED_IN_LIVE_ONLY_LAZILY = {
  group: ['**/signed-in-live/signed-in-live-client'],
  allowTypeImports: true,
  message: 'Load the client through loadSignedInLive() (web/src/lib/firebase/signed-in-live/load-signed-in-live.ts), so the public pages do not carry it.',
};

/**
 * Panda's recipes are imported each from its own module (`styled-system/recipes/dialog`): the barrel
 * would make every recipe look used by the public pages, and the site chunk would carry them all
 * (docs/decisions.md "Build-time styles").
 */
const RECIPES_ONE_BY_ONE = { name: 'styled-system/recipes', message: "Import the recipe from its own module, e.g. 'styled-system/recipes/button'." };

/** Styles are built at build time everywhere: no run-time style engine in the app (docs/decisions.md "Build-time styles everywhere"). */
const NO_RUNTIME_STYLES = {
  regex: '^(@chakra-ui/react(/|$)|@emotion/)',
  message:
    'Style with Panda at build time (css(), the recipes in styled-system/recipes/*, components/ui and components/static), not a run-time style engine. See docs/decisions.md "Build-time styles everywhere".',
};

/**
 * What a public page must not import statically (dynamic `import()` is loading on use, and allowed;
 * types are erased): it paints from build-time CSS and runs neither before it is interactive, which
 * `npm run budget` checks again on the built bundle (docs/performance.md).
 */
const PUBLIC_PAGES_STAY_LIGHT = [
  {
    regex: '^(@ark-ui/|@zag-js/)',
    allowTypeImports: true,
    message:
      'Public pages paint from build-time CSS and run no dialog, drawer or other Ark UI machine before they are interactive: load it on use (a dynamic import, as components/ui/menu-drawer.tsx does). See docs/decisions.md "Public pages".',
  },
  {
    regex: '^@?firebase(/|$)',
    allowTypeImports: true,
    message:
      'Public pages never run the Firebase SDK before they are interactive: load it through loadAuth()/loadFirestore() (web/src/lib/firebase/load.ts) or the public live worker. See docs/decisions.md "Public pages".',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-emulator/**',
      '**/dist-ssr/**',
      '**/dist-emulator-ssr/**',
      'functions/lib/**',
      '.local/**',
      'test-results/**',
      'coverage/**',
      'web/styled-system/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Scripts that run inside a browser page (image generator, e2e page functions, prerendered pages' inline scripts).
    files: ['tools/seed/images/generate/**/*.js', 'web/prerender/inline/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    // Relative imports without extensions, resolved as TypeScript sources.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/ignore': ['node_modules'], 'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Externals are not followed: walking node_modules (Chakra, Firebase) made this rule take minutes.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared layers never reach up into features or the app shell.
            { target: ['web/src/lib', 'web/src/components'], from: [FEATURES, 'web/src/app'] },
            { target: FEATURES, from: 'web/src/app' },
            ...FEATURES_STAY_APART,
          ],
        },
      ],
    },
  },
  {
    // Restricted imports, composed per folder (flat config keeps only the last setting of a rule).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHIPPED_NEVER_IMPORTS_TOOLING] }] },
  },
  {
    // The journeys' axe checks and screenshots judge the settled page: they go through e2e/support/axe.ts
    // (docs/testing.md, "What a journey step waits for"); a failing test's screenshot (browser.ts) shows the page as it failed.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/axe.ts', 'e2e/support/browser.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='screenshot']", message: 'Use screenshot() or check() from e2e/support/axe.ts: they wait until the page has settled.' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: '@axe-core/playwright', message: 'Use seriousViolations() or check() from e2e/support/axe.ts: they wait until the page has settled.' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...FIREBASE_ONLY_LAZILY, RECIPES_ONE_BY_ONE], patterns: [SHIPPED_NEVER_IMPORTS_TOOLING, NO_RUNTIME_STYLES, SIGNED_IN_LIVE_ONLY_LAZILY] }] },
  },
  {
    // The public pages' files (tools/lint/public-page-files.mjs): the last setting of the rule for them.
    files: publicPageFiles(),
    rules: {
      'no-restricted-imports': ['error', { paths: [RECIPES_ONE_BY_ONE], patterns: [SHIPPED_NEVER_IMPORTS_TOOLING, NO_RUNTIME_STYLES, SIGNED_IN_LIVE_ONLY_LAZILY, ...PUBLIC_PAGES_STAY_LIGHT] }],
    },
  },
);
