import type { Plugin } from 'vite';

/** A custom property's name in CSS text (Panda escapes dots: `--spacing-0\.5`). */
const NAME = String.raw`--(?:[\w-]|\\.)+`;
const DECLARATION = new RegExp(String.raw`(${NAME})\s*:`, 'g');
const REFERENCE = new RegExp(String.raw`var\(\s*(${NAME})`, 'g');

/** The `@layer tokens { ... }` blocks of a stylesheet: start and end offsets of their bodies. */
function tokenLayers(css: string): { start: number; end: number }[] {
  const layers: { start: number; end: number }[] = [];
  let from = 0;
  for (;;) {
    const at = css.indexOf('@layer tokens{', from);
    if (at < 0) return layers;
    const start = at + '@layer tokens{'.length;
    let depth = 1;
    let index = start;
    while (depth > 0 && index < css.length) {
      if (css[index] === '{') depth += 1;
      else if (css[index] === '}') depth -= 1;
      index += 1;
    }
    layers.push({ start, end: index - 1 });
    from = index;
  }
}

/** Removes one declaration `--name: value;` at `at` (up to the next `;` or the closing `}`). */
function declarationEnd(css: string, at: number): number {
  let depth = 0;
  for (let index = at; index < css.length; index += 1) {
    const char = css[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && char === ';') return index + 1;
    else if (depth === 0 && char === '}') return index;
  }
  return css.length;
}

/**
 * The stylesheet without the design tokens nothing uses. Panda writes every token of Chakra's preset
 * as a custom property (a third of the stylesheet); a token is kept when the rest of the stylesheet,
 * the scripts (`others`), or a kept token refers to it. Only the tokens layer is pruned.
 */
export function pruneUnusedTokens(css: string, others: readonly string[]): string {
  const layers = tokenLayers(css);
  if (layers.length === 0) return css;
  const outside = layers.reduceRight((text, { start, end }) => text.slice(0, start) + text.slice(end), css);
  const used = new Set<string>();
  for (const text of [outside, ...others]) for (const match of text.matchAll(REFERENCE)) used.add(match[1] ?? '');
  // Token values refer to other tokens: follow them until nothing new is used.
  const values = new Map<string, string[]>();
  for (const { start, end } of layers) {
    const body = css.slice(start, end);
    for (const match of body.matchAll(DECLARATION)) {
      const name = match[1] ?? '';
      const value = body.slice((match.index ?? 0) + match[0].length, declarationEnd(body, (match.index ?? 0) + match[0].length));
      values.set(name, [...(values.get(name) ?? []), ...[...value.matchAll(REFERENCE)].map((reference) => reference[1] ?? '')]);
    }
  }
  const pending = [...used];
  while (pending.length > 0) {
    for (const next of values.get(pending.pop() ?? '') ?? []) {
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
    }
  }
  let result = css;
  for (const { start, end } of [...layers].reverse()) {
    let body = result.slice(start, end);
    const removals: [number, number][] = [];
    for (const match of body.matchAll(DECLARATION)) {
      if (used.has(match[1] ?? '')) continue;
      removals.push([match.index ?? 0, declarationEnd(body, (match.index ?? 0) + match[0].length)]);
    }
    for (const [from, to] of removals.reverse()) body = body.slice(0, from) + body.slice(to);
    result = result.slice(0, start) + body + result.slice(end);
  }
  return result;
}

/** The build step: prunes the app's stylesheets against the whole bundle (every script can set a class). */
export function pruneUnusedTokensPlugin(): Plugin {
  return {
    name: 'homehaven:prune-unused-tokens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') file.source = pruneUnusedTokens(file.source, scripts);
      }
    },
  };
}
