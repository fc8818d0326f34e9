import { posix } from 'node:path';

/** What a named path is resolved against. */
export interface PathLookup {
  /** Whether the repository holds this path (a file or a folder, from the root, no trailing slash). */
  holds: (path: string) => boolean;
  /** Whether git ignores any of these paths: built, generated or local files (web/dist/, functions/lib/), there or not. */
  ignores: (paths: readonly string[]) => boolean;
  /** The repository's top-level folders: a path that starts with one is named from the root. */
  topFolders: readonly string[];
  /** Whether some file of the repository has this name (`paths.ts`). */
  namesFile: (name: string) => boolean;
}

/** A path a file names that resolves to nothing. */
export interface MissingPath {
  index: number;
  message: string;
}

/** Characters that cannot come before a path's start: inside a word, a longer path, an address or a template. */
const NOT_BEFORE = String.raw`(?<![\w/.@$*{}<>:\\-])`;
const PATH_CHARS = String.raw`[\w./@-]*`;
/** A path that goes on as a pattern (`web/src/features/<feature>/`, `tools/**`, `${ROOT}x`, `[id]`) is not a path. */
const PATTERN_NEXT = /^[<*{[$|]/;
/** From the file's own folder: a path starting with ./ or ../ */
const RELATIVE = new RegExp(`${NOT_BEFORE}(\\.\\.?/${PATH_CHARS})`, 'g');
/** Inside a package, from its root or its src/ (from web/ or web/src/): a source file's path. */
const IN_PACKAGE = new RegExp(`${NOT_BEFORE}((?:[\\w-]+/)+[\\w.-]+\\.(?:tsx?|mts|mjs|cjs|jsx?|json|md|rules|css|html))(?![\\w/])`, 'g');
/** A file's name alone (`paths.ts`, `first-listings-page.js`); a one-word `.js` name is a library's (Stripe.js, three.js). */
const FILE_NAME = new RegExp(`${NOT_BEFORE}([\\w-]+(?:\\.[\\w-]+)*\\.(?:tsx?|mts|mjs|cjs|jsx?|rules|md))(?![\\w/])`, 'g');
const LIBRARY_NAME = /^\w+\.js$/;
/** Extensions a module may be named without (`web/src/lib/firebase/load`). */
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** A mention without its sentence's full stop and a folder's trailing slash. */
const bare = (mention: string): string => mention.replace(/\.+$/, '').replace(/\/+$/, '');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `path`, or the module it names without an extension, is the repository's. */
const held = (path: string, lookup: PathLookup): boolean => MODULE_EXTENSIONS.some((extension) => lookup.holds(path + extension));

/** The folders from `folder` up to the root ('' for the root). */
function foldersUp(folder: string): string[] {
  const folders: string[] = [];
  for (let at = folder; ; at = posix.dirname(at)) {
    folders.push(at === '.' ? '' : at);
    if (at === '.' || at === '') return folders;
  }
}

/**
 * The paths a text names that do not exist: named from the root (web/src/main.tsx), from the file's
 * folder (a path starting with ./ or ../) and, in code (`inCode`), a source file named from a folder
 * above the file or that folder's src/ (web/panda.config.ts naming web/src/config/paths.ts without its
 * web/), or by its name alone, which some file of the repository must have. `docs/<page>.md` is left
 * to the docs check. Patterns (`web/src/features/<feature>/`, globs) name no one file and are skipped,
 * and so is a mention at an offset `counts` refuses (code outside its comments), before git is asked.
 */
export function missingPaths(filePath: string, text: string, lookup: PathLookup, inCode: boolean, counts: (index: number) => boolean = () => true): MissingPath[] {
  const missing: MissingPath[] = [];
  const folder = posix.dirname(filePath);
  const named = (match: RegExpMatchArray): string | null => {
    const [mention = ''] = match;
    const after = text.slice((match.index ?? 0) + mention.length);
    return PATTERN_NEXT.test(after) ? null : bare(mention);
  };
  /** Reports a mention that no candidate resolves, once it counts and git ignores none of them. */
  const unless = (index: number, candidates: readonly string[], resolved: boolean, message: string) => {
    if (!resolved && counts(index) && !lookup.ignores(candidates)) missing.push({ index, message });
  };

  const tops = lookup.topFolders.map(escape).join('|');
  for (const match of text.matchAll(new RegExp(`${NOT_BEFORE}((?:${tops})/${PATH_CHARS})`, 'g'))) {
    const path = named(match);
    if (path === null || /^docs\/[^/]+\.md$/.test(path)) continue;
    unless(match.index, [path], held(path, lookup), `${path} does not exist`);
  }
  for (const match of text.matchAll(RELATIVE)) {
    const mention = named(match);
    if (mention === null) continue;
    const path = posix.normalize(posix.join(folder, mention));
    // Outside the repository (a traversal being tested, a sibling checkout) is not ours to check.
    if (path === '.' || path === '..' || path.startsWith('../')) continue;
    unless(match.index, [path], held(path, lookup), `${mention} does not exist (${path} from ${filePath})`);
  }
  if (!inCode) return missing;
  const topFolder = new RegExp(`^(?:${tops})/`);
  for (const match of text.matchAll(IN_PACKAGE)) {
    const mention = named(match);
    if (mention === null || topFolder.test(mention)) continue;
    const candidates = foldersUp(folder).flatMap((above) => [posix.join(above, mention), posix.join(above, 'src', mention)]);
    unless(
      match.index,
      candidates,
      candidates.some((path) => lookup.holds(path)),
      `${mention} does not exist under ${folder}/ or a folder above it: name it from the repository root`,
    );
  }
  for (const match of text.matchAll(FILE_NAME)) {
    const name = named(match);
    if (name === null || LIBRARY_NAME.test(name)) continue;
    unless(match.index, [name], lookup.namesFile(name), `no file of the repository is called ${name}`);
  }
  return missing;
}
