import type { Page } from 'playwright-core';

/**
 * The page's headings that skip a level down from the one before (an h3 right after the h1), as
 * "h1 → h3 Title". axe calls this heading-order and rates it moderate, so the serious-only check of
 * support/axe.ts lets it pass, but Lighthouse's accessibility score counts it (docs/testing.md "What a journey step waits for").
 */
export function skippedHeadings(page: Page): Promise<string[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => {
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      if (heading.closest('[aria-hidden="true"]')) continue;
      const level = Number(heading.tagName.slice(1));
      if (previous > 0 && level > previous + 1) skips.push(`h${previous} → h${level} ${heading.textContent ?? ''}`);
      previous = level;
    }
    return skips;
  });
}
