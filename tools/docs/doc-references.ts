import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { commentRanges, inComment, type CommentRanges } from './comments';
import { missingPaths, type PathLookup } from './named-paths';

/**
 * Checks that every reference to the project's docs resolves inside the repository (docs/product.md,
 * "How to read this page"): a cited `docs/<name>.md` exists, a cited section exists in it, and nothing
 * points at a document the repository does not hold. Citation forms:
 * - `docs/decisions.md, "Public pages"` or `docs/decisions.md "Public pages", "How data hands over"`:
 *   each quoted name starts a heading, a bold lead-in (`**Name.**`) or a paragraph opening with its
 *   name and a colon in that file;
 * - `docs/product.md §6.3 Property details`: the numbered heading exists and its title follows the
 *   number. Inside a docs page, a section mark without a page before it cites the page itself.
 * Code comments cite those sections, never an issue tracker's numbers (another project's issue names
 * its project: firebase-tools issue 6758). And every file path a comment or a page names exists
 * (named-paths.ts says which forms are read); built and generated files, ignored by git, count.
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

/** What a file's references resolve against: the docs pages (path -> sections) and the repository's paths. */
export interface Repository extends PathLookup {
  docs: ReadonlyMap<string, DocSections>;
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

/**
 * A tracker's number: the word issue (or issues) and a number, with or without `#`. Group 1 is the word
 * before it, a project's name when it holds `-`, `/`, `.` or `@` (firebase-tools).
 */
const ISSUE_NUMBER = /(?:([\w@/.-]+)[ \t]+)?\b(issues?[ \t]+#?\d+)/gi;
const CITE_DOCS = 'comments cite the docs section they mean (docs/<page>.md "Section"), never an issue number';

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

/** Whether a file is a docs page or another Markdown page (the README): prose, where history may name issues. */
const isMarkdown = (path: string): boolean => path.endsWith('.md');

/** Every reference of one file that does not resolve against the repository. */
export function fileProblems(file: SourceFile, repository: Repository): Problem[] {
  const { docs } = repository;
  const problems: Problem[] = [];
  const report = (index: number, message: string) => problems.push({ path: file.path, line: lineOf(file.text, index), message });
  /** Where a document outside the repository is named: reported as such, not again as a missing file. */
  const outside = new Set<number>();

  for (const { pattern, why } of FORBIDDEN) {
    for (const match of file.text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      outside.add(match.index);
      report(match.index, `"${match[0]}": ${why}`);
    }
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

  // Code is checked in its comments only (its strings hold test data and patterns); other files whole.
  let comments: CommentRanges | null | undefined;
  const spoken = (index: number): boolean => {
    comments ??= commentRanges(file.path, file.text);
    return comments === null || inComment(comments, index);
  };
  if (!isMarkdown(file.path)) {
    for (const match of file.text.matchAll(ISSUE_NUMBER)) {
      if (/[-/.@]/.test(match[1] ?? '') || !spoken(match.index)) continue;
      report(match.index, `"${match[2] ?? ''}": ${CITE_DOCS}`);
    }
  }
  for (const { index, message } of missingPaths(file.path, file.text, repository, !isMarkdown(file.path), (index) => !outside.has(index) && spoken(index))) report(index, message);
  return problems;
}

/** Files whose text is output or data, never prose that cites docs. */
const SKIPPED = [/^package-lock\.json$/, /(^|\/)node_modules\//];

/** Tracked and new (not ignored) paths of the repository at `root` that are on disk. */
function listedPaths(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))].filter((path) => path !== '' && existsSync(join(root, path)));
}

/** Tracked and new (not ignored) text files of the repository at `root`. */
export function repositoryFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const path of listedPaths(root)) {
    if (SKIPPED.some((skip) => skip.test(path))) continue;
    const bytes = readFileSync(join(root, path));
    if (bytes.subarray(0, 8000).includes(0)) continue;
    files.push({ path, text: bytes.toString('utf8') });
  }
  return files;
}

/** The paths of the repository at `root` (its files and their folders), and what git ignores there. */
export function repositoryPaths(root: string): PathLookup {
  const held = new Set<string>();
  for (const path of listedPaths(root)) {
    for (let at = path; at !== '.'; at = posix.dirname(at)) held.add(at);
  }
  const ignored = new Map<string, boolean>();
  const ignores = (paths: readonly string[]): boolean => {
    const key = paths.join('\0');
    let answer = ignored.get(key);
    if (answer === undefined) {
      try {
        // Exit 0 when any is ignored. A folder's pattern (`dist/`) matches only with the slash; a path
        // need not exist (a fresh clone has no build).
        execFileSync('git', ['check-ignore', '--no-index', '--', ...paths.flatMap((path) => [path, `${path}/`])], { cwd: root, stdio: 'ignore' });
        answer = true;
      } catch {
        answer = false;
      }
      ignored.set(key, answer);
    }
    return answer;
  };
  const topFolders = [...new Set([...held].filter((path) => path.includes('/')).map((path) => path.slice(0, path.indexOf('/'))))];
  const names = new Set([...held].map((path) => posix.basename(path)));
  return { holds: (path) => held.has(path), ignores, topFolders, namesFile: (name) => names.has(name) };
}

/** Every unresolved reference among `files`, against the docs pages among them and the repository's paths. */
export function referenceProblems(files: readonly SourceFile[], paths: PathLookup): Problem[] {
  const docs = new Map(files.filter((file) => /^docs\/[^/]+\.md$/.test(file.path)).map((file) => [file.path, docSections(file.text)] as const));
  const repository: Repository = { ...paths, docs };
  return files.flatMap((file) => fileProblems(file, repository));
}
