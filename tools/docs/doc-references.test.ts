import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/config';
import { docSections, fileProblems, referenceProblems, repositoryFiles, type DocSections } from './doc-references';

const PAGE = `# A page

## 1. Routes

### 1.2 Property details

## Public pages: prerendered HTML

- **How data hands over.** Text.

Checking that nothing happened: a paragraph named by its opening words.
`;

const DOCS: ReadonlyMap<string, DocSections> = new Map([['docs/page.md', docSections(PAGE)]]);

/** The messages of the problems `text` has as a file at `path`. */
function problemsOf(text: string, path = 'web/src/x.ts'): string[] {
  return fileProblems({ path, text }, DOCS).map((problem) => `${problem.line}: ${problem.message}`);
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
    expect(problemsOf("const why = 'docs/page.md has no path',\n  other: \"Not a section\";")).toEqual([]);
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

/** This file holds broken references on purpose (the cases above), so the repository check skips it. */
const THIS_FILE = 'tools/docs/doc-references.test.ts';

describe('the repository', () => {
  it('has the two standalone docs pages', () => {
    const paths = repositoryFiles(ROOT).map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'README.md']));
  });

  it('cites only docs pages and sections that exist, and no document outside the repository', () => {
    const files = repositoryFiles(ROOT).filter((file) => file.path !== THIS_FILE);
    const problems = referenceProblems(files).map((problem) => `${problem.path}:${problem.line}: ${problem.message}`);
    expect(problems).toEqual([]);
  });
});
