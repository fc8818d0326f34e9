// The files that make up the public pages (docs/decisions.md, "Public pages"): what a prerendered page
// runs before it is interactive and what the build renders it with. eslint.config.js forbids Chakra's
// runtime and the Firebase SDK in them; `npm run budget` checks the same on the built bundle.
// Plain JavaScript because eslint.config.js imports it (public-page-files.d.mts types it for the tests).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = join(ROOT, 'web');

/** Where the pages' modules are named (each page's `module`, a path from web/). */
export const PAGES_FILE = 'web/prerender/pages.ts';

/**
 * The roots besides each page's module: the entry the HTML names (web/src/main.tsx), the app it starts
 * once the page is painted (listed on #root beside the page), and the server render of every page.
 */
const APP_ROOTS = ['web/src/main.tsx', 'web/src/app/start.tsx', 'web/prerender/entry-server.tsx'];

/** Folders that belong to the public side whatever imports them today. */
export const PUBLIC_FOLDERS = ['web/src/components/static', 'web/prerender'];

/** The page modules web/prerender/pages.ts names, from the repository root. */
export function prerenderedPageModules() {
  const text = readFileSync(join(ROOT, PAGES_FILE), 'utf8');
  return [...text.matchAll(/\bmodule: '([^']+)'/g)].map(([, module]) => `web/${module}`);
}

/** Whether named imports or exports are all `type` ones (`import { type A } from`), which bring nothing at run time. */
const onlyTypes = (named) => named !== undefined && (ts.isNamedImports(named) || ts.isNamedExports(named)) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);

/** Whether an import brings nothing at run time: `import type`, or only `type` names. */
const typeOnlyImport = (clause) => clause !== undefined && (clause.isTypeOnly || (clause.name === undefined && onlyTypes(clause.namedBindings)));

/** The specifiers a module imports statically for their run-time values (dynamic `import()` is loading on use). */
export function staticImports(text, fileName = 'module.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !typeOnlyImport(statement.importClause)) specifiers.push(statement.moduleSpecifier.text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly && !onlyTypes(statement.exportClause)) specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** The source file a relative specifier names, or null (a stylesheet, a package, a missing file). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every .ts/.tsx file under a folder. */
function sourcesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The public pages' files, from the repository root (forward slashes), sorted: the roots and every
 * web file they import statically, all the way down, and the public folders. Tests are left out.
 */
export function publicPageFiles() {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !file.startsWith(WEB + sep)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'), file)) {
      const imported = resolveRelative(file, specifier);
      if (imported) visit(imported);
    }
  };
  for (const root of [...APP_ROOTS, ...prerenderedPageModules()]) visit(join(ROOT, root));
  for (const folder of PUBLIC_FOLDERS) sourcesUnder(join(ROOT, folder)).forEach(visit);
  return [...seen]
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
}

/** The specifiers a module loads on use: `import('...')` with a literal path. */
export function dynamicImports(text, fileName = 'module.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The route table: its loads on use are the pages, of which only the prerendered ones are public. */
export const ROUTES_FILE = 'web/src/app/routes.tsx';

/**
 * The files whose styles go in the public pages' stylesheet (docs/decisions.md, "Two stylesheets"):
 * the public pages' files and everything they load on use (a map, a viewer, a dialog, the signed-in
 * header's bell), all the way down. The route table's other pages (the dashboard, a listing's details,
 * compare) are left out: they come with the app's stylesheet. From the repository root, sorted.
 */
export function publicStyleFiles() {
  const seen = new Set();
  const routes = join(ROOT, ROUTES_FILE);
  const visit = (file) => {
    if (seen.has(file) || !file.startsWith(WEB + sep)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [...staticImports(text, file), ...(file === routes ? [] : dynamicImports(text, file))];
    for (const specifier of specifiers) {
      const imported = resolveRelative(file, specifier);
      if (imported) visit(imported);
    }
  };
  for (const file of publicPageFiles()) visit(join(ROOT, file));
  return [...seen]
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
}
