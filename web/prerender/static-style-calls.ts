import { fileURLToPath, pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * Panda's `css({...})` and recipe calls (`heading({ size: 'lg' })`) written with literal arguments,
 * replaced by the class names they return, computed at build time with the same generated functions
 * (styled-system/). Each such call otherwise runs in the browser when its module is evaluated, a
 * thousand of them across the app: on a phone that was a good part of each chunk's evaluation, a long
 * task right after the first paint (Lighthouse's Total Blocking Time, docs/performance.md). The CSS is
 * unchanged (Panda extracts it from the source files, postcss.config.js); a call with anything but
 * literals in its arguments stays as it is.
 */

const STYLED_SYSTEM = fileURLToPath(new URL('../styled-system/', import.meta.url));
const SOURCES = /[\\/]web[\\/]src[\\/].*\.[jt]sx?$/;
const RECIPE_SOURCE = /^styled-system\/recipes(?:\/([\w-]+))?$/;

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
// The parser's nodes, as far as this reads them.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A literal argument's value, or undefined when it is not made of literals only. */
function literalValue(node: Node): { value: Value } | undefined {
  switch (node.type) {
    case 'Literal': {
      const value = node.value as unknown;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? { value: value as Value } : undefined;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as Node[]).length === 0 && quasis.length === 1 ? { value: quasis[0]?.value.cooked ?? '' } : undefined;
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number' ? { value: -argument.value } : undefined;
    }
    case 'ArrayExpression': {
      const values: Value[] = [];
      for (const element of node.elements as (Node | null)[]) {
        const found = element ? literalValue(element) : undefined;
        if (!found) return undefined;
        values.push(found.value);
      }
      return { value: values };
    }
    case 'ObjectExpression': {
      const object: Record<string, Value> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand) return undefined;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
        const found = name === undefined ? undefined : literalValue(property.value as Node);
        if (name === undefined || !found) return undefined;
        object[name] = found.value;
      }
      return { value: object };
    }
    default:
      return undefined;
  }
}

/** Every node of the tree, depth first, with the node holding it and the key it is held under. */
function* nodesOf(node: unknown, parent?: Node, key = ''): Generator<{ node: Node; parent?: Node; key: string }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child, parent, key);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield { node: node as Node, parent, key };
  for (const [childKey, child] of Object.entries(node)) if (childKey !== 'type' && child && typeof child === 'object') yield* nodesOf(child, node as Node, childKey);
}

/**
 * Whether an identifier named like an imported style function is that function called, its import, or
 * only a property's name. Anywhere else (a parameter, a variable, a value passed on) the name may mean
 * something else in some scope, and the file is left as it is.
 */
function isCallImportOrPropertyName(parent: Node | undefined, key: string): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'CallExpression':
      return key === 'callee';
    case 'ImportSpecifier':
      return true;
    case 'MemberExpression':
      return key === 'property' && !parent.computed;
    case 'Property':
      return key === 'key' && !parent.computed && !parent.shorthand;
    default:
      return false;
  }
}

type StyleFunction = (...args: Value[]) => unknown;
const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (file: string) => {
  let module = modules.get(file);
  if (!module) {
    module = import(pathToFileURL(`${STYLED_SYSTEM}${file}`).href) as Promise<Record<string, unknown>>;
    modules.set(file, module);
  }
  return module;
};

/** The function a `styled-system` import names, when it is `css` or a recipe. */
async function styleFunction(source: string, imported: string): Promise<StyleFunction | undefined> {
  if (source === 'styled-system/css') return imported === 'css' ? ((await load('css/index.mjs')).css as StyleFunction) : undefined;
  const recipe = RECIPE_SOURCE.exec(source);
  if (!recipe) return undefined;
  const file = recipe[1] ?? imported.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const found = (await load(`recipes/${file}.mjs`).catch(() => ({}) as Record<string, unknown>))[imported];
  return typeof found === 'function' ? (found as StyleFunction) : undefined;
}

/** The Vite plugin (web/vite.config.ts). */
export function staticStyleCallsPlugin(): Plugin {
  return {
    name: 'homehaven:static-style-calls',
    // Builds only: the dev server follows Panda's codegen as it changes, which a cached module would not.
    apply: 'build',
    // After the TypeScript and JSX transforms: the code is JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (!SOURCES.test(id.split('?')[0] ?? '') || !code.includes('styled-system/')) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const functions = new Map<string, StyleFunction>();
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement.source as { value: string }).value;
        if (!source.startsWith('styled-system/')) continue;
        for (const specifier of statement.specifiers as Node[]) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported as Node;
          const fn = await styleFunction(source, (imported.name ?? imported.value) as string);
          if (fn) functions.set((specifier.local as { name: string }).name, fn);
        }
      }
      if (functions.size === 0) return null;
      for (const { node, parent, key } of nodesOf(program.body)) {
        if (node.type === 'Identifier' && functions.has(node.name as string) && !isCallImportOrPropertyName(parent, key)) return null;
      }
      const out = new MagicString(code);
      let replaced = 0;
      for (const { node } of nodesOf(program.body)) {
        if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') continue;
        const fn = functions.get((node.callee as { name: string }).name);
        if (!fn) continue;
        const values: Value[] = [];
        for (const argument of node.arguments as Node[]) {
          const found = literalValue(argument);
          if (!found) break;
          values.push(found.value);
        }
        if (values.length !== (node.arguments as Node[]).length) continue;
        if (!code.startsWith((node.callee as { name: string }).name, node.start)) return null; // offsets not as expected: leave the file alone
        const result = fn(...values);
        if (typeof result !== 'string' && (typeof result !== 'object' || result === null)) continue;
        out.overwrite(node.start, node.end, `(${JSON.stringify(result)})`);
        replaced += 1;
      }
      return replaced === 0 ? null : { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
