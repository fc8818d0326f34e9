import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../web/prerender/pages';
import { ROOT } from '../emulators/config';
import { prerenderedPageModules, publicPageFiles, staticImports } from './public-page-files.mjs';

const RULE = 'no-restricted-imports';
const DOCS_SECTION = 'docs/decisions.md "Public pages"';

/** A public page's module that lints its imports with the rule's last setting (tools/lint/public-page-files.mjs). */
const PUBLIC_FILE = 'web/src/features/home/home-page.tsx';

/** What the rule says about `text` linted as the file at `path` (from the repository root). */
async function restrictedImports(eslint: ESLint, text: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the public pages lint their imports (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it('refuses Ark UI, its machines and Firebase in a public page, saying why and where to read', async () => {
    const sample = [
      "import { Dialog } from '@ark-ui/react/dialog';",
      "import { createMachine } from '@zag-js/core';",
      "import { getAuth } from 'firebase/auth';",
      'export const used = [Dialog, createMachine, getAuth];',
    ].join('\n');
    const messages = await restrictedImports(eslint, sample, PUBLIC_FILE);
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toContain(DOCS_SECTION);
  }, 60_000);

  it('refuses them in the build-time CSS blocks and the server render too', async () => {
    expect(await restrictedImports(eslint, "import { Dialog } from '@ark-ui/react/dialog';\nexport const D = Dialog;", 'web/src/components/static/links.tsx')).toHaveLength(1);
    expect(await restrictedImports(eslint, "import { getAuth } from 'firebase/auth';\nexport const g = getAuth;", 'web/prerender/entry-server.tsx')).toHaveLength(1);
  }, 60_000);

  it('lets a public page load them on use, name their types, and use the build-time preset', async () => {
    const sample = [
      "import type { DialogRootProps } from '@ark-ui/react/dialog';",
      "import type { Auth } from 'firebase/auth';",
      "import { loadAuth } from '../../lib/firebase/load';",
      "import { createPreset } from '@chakra-ui/panda-preset';",
      "export const later = () => import('../../components/ui/dialog');",
      'export type Both = [DialogRootProps, Auth];',
      'export const load = [loadAuth, createPreset];',
    ].join('\n');
    expect(await restrictedImports(eslint, sample, PUBLIC_FILE)).toEqual([]);
  }, 60_000);

  it("lets pages loaded on use run Ark UI's machines", async () => {
    expect(await restrictedImports(eslint, "import { Dialog } from '@ark-ui/react/dialog';\nexport const D = Dialog;", 'web/src/features/compare/compare-page.tsx')).toEqual([]);
  }, 60_000);
});

describe('styles are built at build time everywhere (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it("refuses Chakra's and Emotion's run-time styling in any screen, and the recipes' barrel", async () => {
    for (const path of [PUBLIC_FILE, 'web/src/features/compare/compare-page.tsx', 'web/src/features/dashboard/dashboard-layout.tsx']) {
      const sample = [
        "import { Box } from '@chakra-ui/react';",
        "import styled from '@emotion/styled';",
        "import { button } from 'styled-system/recipes';",
        'export const used = [Box, styled, button];',
      ].join('\n');
      const messages = await restrictedImports(eslint, sample, path);
      expect(messages, path).toHaveLength(3);
      expect(
        messages.filter((message) => message.includes('"Build-time styles everywhere"')),
        path,
      ).toHaveLength(2);
    }
  }, 60_000);
});

describe("the public pages' files", () => {
  const files = publicPageFiles();

  it('start from every page web/prerender/pages.ts prerenders', () => {
    expect(prerenderedPageModules()).toEqual(PRERENDERED_PAGES.map((page) => `web/${page.module}`));
    for (const page of PRERENDERED_PAGES) expect(files).toContain(`web/${page.module}`);
  });

  it('hold the entry, the app, what they import statically, and the build-time CSS blocks', () => {
    for (const file of [
      'web/src/main.tsx',
      'web/src/app/start.tsx',
      'web/src/app/layout/top-bar.tsx',
      'web/src/components/property/property-card.tsx',
      'web/src/components/static/links.tsx',
      'web/prerender/entry-server.tsx',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('leave out what only loads on use: dialogs, drawers and the signed-in pages', () => {
    for (const file of [
      'web/src/components/ui/dialog.tsx',
      'web/src/components/ui/menu-drawer-panel.tsx',
      'web/src/features/compare/compare-page.tsx',
      'web/src/features/dashboard/dashboard-layout.tsx',
    ]) {
      expect(files).not.toContain(file);
    }
  });

  it('follow run-time imports and re-exports, not types or dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, e } from './d';",
      "import './styles.css';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const later = () => import('./h');",
    ].join('\n');
    expect(staticImports(text)).toEqual(['./a', './d', './styles.css', './f']);
  });
});
