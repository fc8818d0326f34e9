import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/config';
import { docSections, fileProblems, referenceProblems, repositoryFiles, repositoryPaths, type Repository } from './doc-references';

const PAGE = `# A page

## 1. Routes

### 1.2 Property details

## Public pages: prerendered HTML

- **How data hands over.** Text.

Checking that nothing happened: a paragraph named by its opening words.
`;

/** The files of a small repository (their folders follow), and what git ignores in it. */
const HELD = [
  'docs/page.md',
  'README.md',
  'web/panda.config.ts',
  'web/src/x.ts',
  'web/src/config/paths.ts',
  'web/src/lib/idle.ts',
  'functions/src/index.ts',
  'tools/docs/comments.ts',
  'firestore.rules',
];
const IGNORED = /^(web\/dist|functions\/lib)(\/|$)/;
const FOLDERS = HELD.flatMap((path) =>
  path
    .split('/')
    .slice(0, -1)
    .map((_, at, parts) => parts.slice(0, at + 1).join('/')),
);
const REPOSITORY: Repository = {
  docs: new Map([['docs/page.md', docSections(PAGE)]]),
  holds: (path) => HELD.includes(path) || FOLDERS.includes(path),
  ignores: (paths) => paths.some((path) => IGNORED.test(path)),
  topFolders: ['docs', 'web', 'functions', 'tools'],
  namesFile: (name) => HELD.some((path) => path.endsWith(`/${name}`) || path === name),
};

/** The messages of the problems `text` has as a file at `path`. */
function problemsOf(text: string, path = 'web/src/x.ts'): string[] {
  return fileProblems({ path, text }, REPOSITORY).map((problem) => `${problem.line}: ${problem.message}`);
}

describe('references to docs', () => {
  it('accepts an existing page, its headings by their start and its bold lead-ins', () => {
    expect(problemsOf('// see docs/page.md, "Public pages", "How data hands over" and docs/page.md "Routes".')).toEqual([]);
    expect(problemsOf('// docs/page.md, "Checking that nothing happened"')).toEqual([]);
  });

  it('accepts a section name cut by the end of its line', () => {
    expect(problemsOf('/** (docs/page.md, "Public pages: prerendered\n * HTML") */')).toEqual([]);
  });

  it('takes quoted names only right after the page, not from a later line', () => {
    expect(problemsOf('const why = \'docs/page.md has no path\',\n  other: "Not a section";')).toEqual([]);
  });

  it('reports a page that does not exist', () => {
    expect(problemsOf('\n// docs/missing.md')).toEqual(['2: docs/missing.md does not exist']);
  });

  it('reports a quoted section the page does not have', () => {
    expect(problemsOf('// docs/page.md, "Public pages", "Private pages"')).toEqual(['1: docs/page.md has no section "Private pages"']);
  });

  it('accepts a numbered section cited with its title, also wrapped onto the next comment line', () => {
    expect(problemsOf('// docs/page.md §1.2 Property details; docs/page.md §1 Routes')).toEqual([]);
    expect(problemsOf('/** docs/page.md §1.2 Property\n * details */')).toEqual([]);
  });

  it('reports a numbered section that does not exist or is cited under another title', () => {
    expect(problemsOf('// docs/page.md §3 Routes')).toEqual(['1: docs/page.md has no section §3']);
    expect(problemsOf('// docs/page.md §1 Guards')).toEqual(['1: docs/page.md §1 is titled "Routes": cite it as §1 Routes']);
  });

  it('resolves a section mark without a page inside a docs page, and refuses it in code', () => {
    expect(problemsOf('See §1.2 Property details.', 'docs/page.md')).toEqual([]);
    expect(problemsOf('// §1.2 Property details')).toEqual(['1: §1.2 names no page: write docs/<page>.md §1.2 <title>']);
  });

  it('reports mentions of documents outside the repository', () => {
    const outside = ['ARCHITECTURE', 'md'].join('.');
    const spec = 'sp' + 'ec';
    expect(problemsOf(`// ${outside}, "Shape"`)).toHaveLength(1);
    expect(problemsOf(`// see product-${spec}.md`)).toHaveLength(1);
    expect(problemsOf(`// ${spec} section 4 says`)).toHaveLength(1);
    expect(problemsOf(`// as the ${spec}'s client does`)).toHaveLength(1);
    expect(problemsOf(`// what the ${spec} names`)).toHaveLength(1);
    expect(problemsOf('// (architecture "Listing decisions")')).toHaveLength(1);
  });

  it('leaves code that only uses the word in a name alone', () => {
    expect(problemsOf('const { spec } = query; import type { QuerySpec } from "./query-spec";')).toEqual([]);
  });
});

/** "issue" and a number, built from parts so this file reads as it means. */
const issue = (number: number | string): string => `${'iss'}ue ${number}`;

describe('issue numbers', () => {
  it('refuses an issue number in a comment, in any case, with or without #', () => {
    expect(problemsOf(`// Property comparison (${issue(11)}): the tray.`)).toEqual([`1: "${issue(11)}": comments cite the docs section they mean (docs/<page>.md "Section"), never an issue number`]);
    expect(problemsOf(`/**\n * Blank is blank (I${issue('#19').slice(1)}).\n */`)).toHaveLength(1);
    expect(problemsOf(`// The bounds that ${issue(7)} gates`)).toHaveLength(1);
    expect(problemsOf(`rules_version = '2';\n// Messages (${issue(11)})`, 'firestore.rules')).toHaveLength(1);
  });

  it("accepts another project's issue, named by its project", () => {
    expect(problemsOf(`// a contended transaction (firebase-tools ${issue(6758)}); vitejs/vite ${issue(12)}`)).toEqual([]);
    expect(problemsOf(`// firebase-tools ${issue('s 6758')}, 10518`)).toEqual([]);
  });

  it('reads code in its comments only, and leaves the Markdown pages their history', () => {
    expect(problemsOf(`const title = 'Fixed in ${issue(4)}';`)).toEqual([]);
    expect(problemsOf(`## Price history (${issue(11)})`, 'docs/page.md')).toEqual([]);
    expect(problemsOf(`{ "description": "see ${issue(3)}" }`, 'web/package.json')).toHaveLength(1);
  });
});

describe('named paths', () => {
  it('accepts files and folders named from the root, as modules too, at the end of a sentence', () => {
    expect(problemsOf('// web/src/lib/idle.ts, functions/src/ and web/src/config/paths; see tools/docs/comments.ts.')).toEqual([]);
  });

  it('reports a path from the root that does not exist', () => {
    expect(problemsOf('// (web/src/app/theme.ts)\n// tools/gone/')).toEqual(['1: web/src/app/theme.ts does not exist', '2: tools/gone does not exist']);
  });

  it('resolves ./ and ../ from the file, and reports what is not there', () => {
    expect(problemsOf('// ./config/paths.ts and ../panda.config.ts')).toEqual([]);
    expect(problemsOf('// ./config/theme.ts')).toEqual(['1: ./config/theme.ts does not exist (web/src/config/theme.ts from web/src/x.ts)']);
  });

  it("resolves a source file named from the file's package or its src/, and reports it when no folder above holds it", () => {
    expect(problemsOf('// the routes (src/config/paths.ts) and lib/idle.ts', 'web/panda.config.ts')).toEqual([]);
    expect(problemsOf('// the theme (src/app/theme.ts)', 'web/panda.config.ts')).toEqual(['1: src/app/theme.ts does not exist under web/ or a folder above it: name it from the repository root']);
  });

  it('reports a file named alone in code when no file of the repository has that name', () => {
    expect(problemsOf('// the routes (paths.ts), comments.ts and Stripe.js or three.js')).toEqual([]);
    expect(problemsOf('// theme.test.ts fails')).toEqual(['1: no file of the repository is called theme.test.ts']);
  });

  it('skips patterns, built files, addresses, imports and strings of code', () => {
    const text = [
      '// web/src/features/<feature>/, tools/**/*.test.ts, `${ROOT}web/gone/`, functions/lib/pages/x.js, web/dist/index.html',
      '// https://example.com/web/gone.ts, @scope/package/gone.css, firebase-functions/v2',
      "import { x } from './gone';",
      "const traversal = '../users/x', target = 'web/gone.ts';",
    ].join('\n');
    expect(problemsOf(text)).toEqual([]);
  });

  it('checks the whole of a Markdown page, from the root and from the page, but not names from a package', () => {
    expect(problemsOf('Read web/src/gone.ts, [the README](../README.md) and facade/properties.test.ts.', 'docs/page.md')).toEqual(['1: web/src/gone.ts does not exist']);
  });
});

/** This file holds broken references on purpose (the cases above), so the repository check skips it. */
const THIS_FILE = 'tools/docs/doc-references.test.ts';

/**
 * A test that reads every file of the repository: about a second alone, over 5 s in `npm test`, where
 * the static checks run at a low priority beside the journeys.
 */
const READS_THE_REPOSITORY = 60_000;

describe('the repository', () => {
  it(
    'has the two standalone docs pages',
    () => {
      const paths = repositoryFiles(ROOT).map((file) => file.path);
      expect(paths).toEqual(expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'README.md']));
    },
    READS_THE_REPOSITORY,
  );

  it(
    'cites only docs pages and sections that exist, and no document outside the repository',
    () => {
      const files = repositoryFiles(ROOT).filter((file) => file.path !== THIS_FILE);
      const problems = referenceProblems(files, repositoryPaths(ROOT)).map((problem) => `${problem.path}:${problem.line}: ${problem.message}`);
      expect(problems).toEqual([]);
    },
    READS_THE_REPOSITORY,
  );
});
