import { AGENCY_SITEMAP_PATH } from '@homehaven/domain/agency-profile';
import type { PageMeta } from '../src/config/page-meta';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A picture a page paints first: the same `srcset` and `sizes` as its <img> (so the browser picks the same file), or one URL. */
export type PreloadedImage = { srcSet: string; sizes: string; type?: string } | { href: string };

/** A high-priority preload of a picture, fetched as soon as the head is read, before any script. */
export function imagePreloadTag(image: PreloadedImage): string {
  const source =
    'href' in image ? `href="${escapeHtml(image.href)}"` : `${image.type ? `type="${escapeHtml(image.type)}" ` : ''}imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high" />`;
}

/** What a page's <head> says of it: title, description, canonical address, link-preview cards. */
export interface HeadOptions {
  meta: PageMeta;
  /** The site's public origin (VITE_SITE_URL), no trailing slash. */
  site: string;
  /**
   * The page's path, for its canonical address; null for a page that must not be indexed (404);
   * undefined for a template whose address is known only once rendered (an agency's page, as the
   * build writes it: a failed render answers it as it is, and it stays indexable).
   */
  canonicalPath: string | null | undefined;
}

/** The tags of a page's head that tell search engines and link previews what it is. */
export function headTags({ meta, site, canonicalPath }: HeadOptions): string {
  const image = `${site}${meta.image}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(canonicalPath === null ? ['<meta name="robots" content="noindex" />'] : canonicalPath === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(site + canonicalPath)}" />`]),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="HomeHaven" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(canonicalPath === null || canonicalPath === undefined ? [] : [`<meta property="og:url" content="${escapeHtml(site + canonicalPath)}" />`]),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  return tags.join('\n    ');
}

/** sitemap.xml of the given paths. */
export function sitemapXml(site: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeHtml(site + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled but the dashboard; where the sitemaps are: the build's
 * pages, and the agencies' pages, which the `pages` function lists (docs/decisions.md "The public agency page").
 */
export function robotsTxt(site: string): string {
  return `User-agent: *\nDisallow: /dashboard\nAllow: /\n\nSitemap: ${site}/sitemap.xml\nSitemap: ${site}${AGENCY_SITEMAP_PATH}\n`;
}
