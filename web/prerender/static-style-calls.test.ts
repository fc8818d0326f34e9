import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { staticStyleCallsPlugin } from './static-style-calls';

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const plugin: Plugin = staticStyleCallsPlugin();
const transform = (plugin.transform as Transform).bind({});
const ID = '/repo/web/src/features/example/example.tsx';

describe('style calls resolved at build time', () => {
  it('replaces a literal css() call by the class names the runtime call returns', async () => {
    const code = `import { css } from 'styled-system/css';\nexport const box = css({ px: '4', color: 'fg.muted', _hover: { color: 'fg' } });\n`;
    const out = await transform(code, ID);
    const expected = css({ px: '4', color: 'fg.muted', _hover: { color: 'fg' } });
    expect(expected).toMatch(/\S/);
    expect(out?.code).toContain(`export const box = (${JSON.stringify(expected)});`);
  });

  it('replaces a recipe imported under another name, with its variants', async () => {
    const code = `import { badge as tag } from 'styled-system/recipes/badge';\nexport const sold = tag({ variant: 'solid' });\n`;
    const out = await transform(code, ID);
    expect(out?.code).toContain(`(${JSON.stringify(badge({ variant: 'solid' }))})`);
  });

  it('leaves a call with anything but literals in its arguments as it is', async () => {
    const code = `import { css } from 'styled-system/css';\nexport const pick = (tone) => css({ color: tone, px: '2' });\nexport const spread = css({ ...base });\n`;
    expect(await transform(code, ID)).toBeNull();
  });

  it('leaves the file alone where the name may mean something else (a parameter, a value passed on)', async () => {
    const shadowed = `import { css } from 'styled-system/css';\nexport const a = css({ px: '1' });\nexport const b = (css) => css({ px: '2' });\n`;
    const passedOn = `import { css } from 'styled-system/css';\nexport const a = css({ px: '1' });\nexport const fns = [css];\n`;
    expect(await transform(shadowed, ID)).toBeNull();
    expect(await transform(passedOn, ID)).toBeNull();
  });

  it('still resolves calls beside a property or member of the same name', async () => {
    const code = `import { css } from 'styled-system/css';\nexport const a = { css: css({ px: '1' }) };\nexport const b = theme.css;\n`;
    expect((await transform(code, ID))?.code).toContain(`css: (${JSON.stringify(css({ px: '1' }))})`);
  });

  it('touches only the app sources', async () => {
    const code = `import { css } from 'styled-system/css';\nexport const a = css({ px: '1' });\n`;
    expect(await transform(code, '/repo/node_modules/lib/index.js')).toBeNull();
  });
});
