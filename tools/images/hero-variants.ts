// Writes the home page's hero photo at every width its `srcset` names
// (web/src/features/home/components/hero-image.ts), as WebP and AVIF, into web/public/. The photo is
// the seed scene property-03 (web/public/hero.jpg, the fallback, is the same scene at 800 px), rendered
// afresh at twice the largest width with headless Chromium, as tools/seed/images/generate/generate.sh
// does; without Chromium the copies are made from hero.jpg instead (blurred above 800 px).
// Run: npx tsx tools/images/hero-variants.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HERO_IMAGE } from '../../web/src/features/home/components/hero-image';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC = `${ROOT}web/public`;
const SCENE = `${ROOT}tools/seed/images/generate/scenes/property-03.html`;
const CHROMIUM = [process.env.CHROME, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => path && existsSync(path));

/** Largest file per width, in kB (1000 bytes): 30 kB at 640 px and 1 kB more per 16 px (90 kB at 1600 px). */
const budgetKB = (width: number): number => 30 + (width - 640) / 16;

/**
 * Quality ladders, best first; each file takes the first rung that fits its budget. The scene's brick
 * and foliage textures are fine enough to cost a lot at large sizes, so when no quality down to the
 * ladder's floor fits, the picture is softened a little (a 0.6 px blur, which mostly smooths the
 * brick pattern; under the hero's dark overlay it does not show) and the ladder tried again.
 */
const FORMATS = [
  { extension: 'webp', qualities: [78, 74, 70, 66, 62], encode: (image: sharp.Sharp, quality: number) => image.webp({ quality, effort: 6, preset: 'picture' }) },
  { extension: 'avif', qualities: [56, 52, 48, 44], encode: (image: sharp.Sharp, quality: number) => image.avif({ quality, effort: 4 }) },
] as const;
const SOFTENING = [0, 0.6] as const;

/** `/hero-640.webp 640w, ...` -> the widths, smallest first. */
const widths = [...HERO_IMAGE.srcSet.matchAll(/\/hero-(\d+)\.webp (\d+)w/g)].map((match) => Number(match[2])).sort((a, b) => a - b);
if (widths.length === 0) throw new Error(`No /hero-{width}.webp entries in HERO_IMAGE.srcSet: "${HERO_IMAGE.srcSet}".`);

/** The scene rendered at twice the hero's full size (PNG), or null without Chromium or when the render fails. */
function renderScene(): Buffer | null {
  if (!CHROMIUM) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hero-'));
  const [width, height] = [HERO_IMAGE.width * 2, HERO_IMAGE.height * 2];
  try {
    // The window is taller than the picture: headless Chromium may leave the last rows unpainted.
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--hide-scrollbars',
        '--mute-audio',
        `--user-data-dir=${dir}/profile`,
        `--window-size=${width},${height + 200}`,
        `--screenshot=${dir}/raw.png`,
        `file://${SCENE}`,
      ],
      { stdio: 'ignore' },
    );
    return existsSync(`${dir}/raw.png`) ? readFileSync(`${dir}/raw.png`) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const render = renderScene();
const source = render
  ? await sharp(render)
      .extract({ left: 0, top: 0, width: HERO_IMAGE.width * 2, height: HERO_IMAGE.height * 2 })
      .png()
      .toBuffer()
  : `${PUBLIC}/hero.jpg`;
console.log(render ? `rendered ${SCENE.slice(ROOT.length)} at ${HERO_IMAGE.width * 2} px` : 'Chromium unavailable: resizing web/public/hero.jpg (no sharper than 800 px)');

for (const width of widths) {
  const height = Math.round((width * HERO_IMAGE.height) / HERO_IMAGE.width);
  // Mitchell rather than Lanczos: hardly softer, no ringing, and fewer bytes on the fine textures.
  const resized = await sharp(source).resize(width, height, { fit: 'cover', kernel: 'mitchell' }).removeAlpha().toBuffer();
  for (const format of FORMATS) {
    const out = `${PUBLIC}/hero-${width}.${format.extension}`;
    let chosen = '';
    let bytes: Buffer = Buffer.alloc(0);
    search: for (const blur of SOFTENING) {
      const picture = blur > 0 ? await sharp(resized).blur(blur).toBuffer() : resized;
      for (const quality of format.qualities) {
        bytes = await format.encode(sharp(picture), quality).toBuffer();
        chosen = `q${quality}${blur > 0 ? ` blur ${blur}` : ''}`;
        if (bytes.length <= budgetKB(width) * 1000) break search;
      }
    }
    writeFileSync(out, bytes);
    const over = bytes.length > budgetKB(width) * 1000 ? `  OVER its ${budgetKB(width)} kB budget` : '';
    console.log(`${out.slice(ROOT.length)}  ${width}x${height}  ${chosen}  ${(bytes.length / 1000).toFixed(1)} kB${over}`);
  }
}
