// Writes the home page's blog pictures: each article's seed photo as WebP at every width the page
// asks for (web/src/features/home/content/blog-images.ts), into web/public/blog/.
// Run: npx tsx tools/images/blog-pictures.ts
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BLOG_ARTICLES } from '../../web/src/features/home/content/blog-articles';
import { BLOG_IMAGE_SIZE, BLOG_IMAGE_WIDTHS, blogImageUrl } from '../../web/src/features/home/content/blog-images';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SEED_IMAGES = `${ROOT}tools/seed/images/`;
const PUBLIC = `${ROOT}web/public`;

/** Which generated seed photo (tools/seed/images, free to use) illustrates each blog picture. */
const SOURCES: Record<string, string> = {
  'spring-market': 'property-03.jpg',
  'first-viewing': 'property-10.jpg',
  'beyond-the-price': 'property-08.jpg',
};

/** WebP quality: the pictures are flat illustrations, which stay clean well below the default 80. */
const QUALITY = 70;

mkdirSync(`${PUBLIC}/blog`, { recursive: true });
for (const { image } of BLOG_ARTICLES) {
  const source = SOURCES[image.name];
  if (!source) throw new Error(`No seed photo for the blog picture "${image.name}": add it to SOURCES.`);
  for (const width of BLOG_IMAGE_WIDTHS) {
    const height = Math.round((width * BLOG_IMAGE_SIZE.height) / BLOG_IMAGE_SIZE.width);
    const out = PUBLIC + blogImageUrl(image.name, width);
    await sharp(SEED_IMAGES + source)
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(out);
    console.log(`${out.slice(ROOT.length)}  ${width}x${height}  ${(statSync(out).size / 1024).toFixed(1)} KiB`);
  }
}
