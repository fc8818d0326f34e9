import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Checks that every reference to the project's docs resolves inside the repository (docs/product.md,
 * "How to read this page"): a cited `docs/<name>.md` exists, a cited section exists in it, and nothing
 * points at a document the repository does not hold. Citation forms:
 * - `docs/decisions.md, "Public pages"` or `docs/decisions.md "Public pages", "How data hands over"`:
 *   each quoted name starts a heading, a bold lead-in (`**Name.**`) or a paragraph opening with its
 *   name and a colon in that file;
 * - `docs/product.md §6.3 Property details`: the numbered heading exists and its title follows the
 *   number. Inside a docs page, a section mark without a page before it cites the page itself.
 */

/** A file to check: its path from the repository root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A reference that does not resolve. */
export interface Problem {
  path: string;
  line: number;
  message: string;
}

/** The sections a docs page can be cited by: its headings, numbered or not, and bold lead-ins. */
export interface DocSections {
  /** Heading texts, bold lead-ins and run-in paragraph names, lower case. */
  names: string[];
  /** Numbered headings ("6.3") and their titles ("Property details"). */
  numbered: Map<string, string>;
}

// Built from parts so this file does not match itself.
const ARCHITECTURE_FILE = ['ARCHITECTURE', 'md'].join('.');
const SPEC = 'sp' + 'ec';
const CITE_PRODUCT = 'the product brief is not in the repository: cite docs/product.md §N Title';
/** Mentions of documents that are not in the repository. */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: new RegExp(ARCHITECTURE_FILE.replace('.', '\\.')), why: `${ARCHITECTURE_FILE} is not in the repository: cite docs/architecture.md` },
  { pattern: new RegExp(`product-${SPEC}`), why: CITE_PRODUCT },
  { pattern: new RegExp(`\\b${SPEC}(ification)?\\s+(section|§)`, 'i'), why: CITE_PRODUCT },
  { pattern: new RegExp(`\\b(the|product) ${SPEC}\\b(?![-'’])`, 'i'), why: CITE_PRODUCT },
  { pattern: new RegExp(`\\b${SPEC}['’]s\\b`, 'i'), why: CITE_PRODUCT },
  // The outside architecture notes, or one of their sections cited by name.
  { pattern: /\barchitecture,? ["“]|[(]architecture:|\barchitecture[ ]decision/i, why: 'cite docs/architecture.md §N Title' },
];

const DOC_PATH = /(?<![\w/.-])docs\/([\w.-]+?\.md)\b/g;
/** Quoted section names right after a doc path: `, "A", "B"` (straight or curly quotes; the last may run to the line's end). */
const QUOTED_NAMES = /^,?[ \t]*((?:["“][^"”\n]+(?:["”]|(?=\n)|$)(?:,[ \t]*)?)+)/;
const QUOTED_NAME = /["“]([^"”\n]+)(?:["”]|$)/g;
const SECTION_MARK = /§(\d+(?:\.\d+)*)/g;
const HEADING = /^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm;
const NUMBERED_HEADING = /^(\d+(?:\.\d+)*)\.?[ \t]+(.+)$/;
const BOLD_LEAD = /^[ \t]*(?:[-*][ \t]+)?\*\*(.+?)\*\*/gm;
/** A paragraph that opens with its own name and a colon: "Checking that nothing happened: a test that ...". */
const RUN_IN_LEAD = /(?:^|\n\n)([A-Z][^\n:`*]{2,80}):[ \t]/g;

/** Plain text of a heading or quoted name: no backticks, single spaces, lower case. */
function normalise(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The sections of a docs page. */
export function docSections(markdown: string): DocSections {
  const names: string[] = [];
  const numbered = new Map<string, string>();
  for (const [, heading = ''] of markdown.matchAll(HEADING)) {
    names.push(normalise(heading));
    const number = NUMBERED_HEADING.exec(heading);
    if (number?.[1] && number[2]) {
      numbered.set(number[1], number[2].trim());
      names.push(normalise(number[2]));
    }
  }
  for (const [, lead = ''] of markdown.matchAll(BOLD_LEAD)) names.push(normalise(lead));
  for (const [, lead = ''] of markdown.matchAll(RUN_IN_LEAD)) names.push(normalise(lead));
  return { names, numbered };
}

/** The text after an offset with comment markers at line starts removed, so a title may wrap. */
function followingText(text: string, from: number): string {
  return text
    .slice(from, from + 200)
    .replace(/\n[ \t]*(?:\*|\/\/|#)?[ \t]*/g, ' ')
    .trimStart();
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every reference of one file that does not resolve against `docs` (docs page path -> its sections). */
export function fileProblems(file: SourceFile, docs: ReadonlyMap<string, DocSections>): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) => problems.push({ path: file.path, line: lineOf(file.text, index), message });

  for (const { pattern, why } of FORBIDDEN) {
    for (const match of file.text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) report(match.index, `"${match[0]}": ${why}`);
  }

  for (const match of file.text.matchAll(DOC_PATH)) {
    const docPath = `docs/${match[1] ?? ''}`;
    const sections = docs.get(docPath);
    if (!sections) {
      report(match.index, `${docPath} does not exist`);
      continue;
    }
    const after = match.index + match[0].length;
    const quoted = QUOTED_NAMES.exec(file.text.slice(after, after + 400));
    for (const [, name = ''] of quoted?.[1]?.matchAll(QUOTED_NAME) ?? []) {
      const wanted = normalise(name);
      if (!sections.names.some((section) => section.startsWith(wanted))) report(match.index, `${docPath} has no section "${name.trim()}"`);
    }
  }

  const ownSections = docs.get(file.path);
  for (const match of file.text.matchAll(SECTION_MARK)) {
    const cited = /(?<![\w/.-])docs\/([\w.-]+?\.md) $/.exec(file.text.slice(Math.max(0, match.index - 100), match.index));
    const docPath = cited ? `docs/${cited[1] ?? ''}` : file.path;
    const sections = cited ? docs.get(docPath) : ownSections;
    if (!sections) {
      // A missing docs file is reported above; a bare § outside the docs names no page.
      if (!cited) report(match.index, `${match[0]} names no page: write docs/<page>.md ${match[0]} <title>`);
      continue;
    }
    const number = match[1] ?? '';
    const title = sections.numbered.get(number);
    if (title === undefined) report(match.index, `${docPath} has no section ${match[0]}`);
    else if (!followingText(file.text, match.index + match[0].length).startsWith(title)) {
      report(match.index, `${docPath} ${match[0]} is titled "${title}": cite it as ${match[0]} ${title}`);
    }
  }
  return problems;
}

/** Files whose text is output or data, never prose that cites docs. */
const SKIPPED = [/^package-lock\.json$/, /(^|\/)node_modules\//];

/** Tracked and new (not ignored) text files of the repository at `root`. */
export function repositoryFiles(root: string): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files: SourceFile[] = [];
  for (const path of new Set(listed.split('\0'))) {
    if (!path || SKIPPED.some((skip) => skip.test(path)) || !existsSync(join(root, path))) continue;
    const bytes = readFileSync(join(root, path));
    if (bytes.subarray(0, 8000).includes(0)) continue;
    files.push({ path, text: bytes.toString('utf8') });
  }
  return files;
}

/** Every unresolved reference among `files`, against the docs pages among them. */
export function referenceProblems(files: readonly SourceFile[]): Problem[] {
  const docs = new Map(files.filter((file) => /^docs\/[^/]+\.md$/.test(file.path)).map((file) => [file.path, docSections(file.text)] as const));
  return files.flatMap((file) => fileProblems(file, docs));
}
