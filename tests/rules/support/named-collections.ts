import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { collectionPattern } from '../matrix/types';

/** The prefix of every match path in firestore.rules: the database's documents, not a collection. */
const DOCUMENTS_ROOT = '/databases/{database}/documents';

/** A collection path from a document path pattern: its last segment (the document) dropped, ids as `{}`. */
function collectionOfDocumentPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return collectionPattern(segments.slice(0, -1).join('/'));
}

/**
 * The collection of every `match` block in a rules file, nested blocks joined to their parents:
 * `properties/{}/priceHistory` for `match /priceHistory/{entryId}` inside `match /properties/{propertyId}`.
 * Comments are dropped first; the braces of a match path's wildcards are read with the path.
 */
export function matchedCollections(rules: string): string[] {
  const code = rules.replace(/\/\/[^\n]*/g, '');
  const open: { readonly path: string; readonly depth: number }[] = [];
  const found: string[] = [];
  let depth = 0;
  for (const token of code.matchAll(/match\s+(\S+)\s*\{|\{|\}/g)) {
    const [text, path] = token;
    if (path !== undefined) {
      const full = [...open.map((block) => block.path), path].join('');
      depth += 1;
      open.push({ path, depth });
      if (full !== DOCUMENTS_ROOT) found.push(collectionOfDocumentPath(full.replace(DOCUMENTS_ROOT, '')));
    } else if (text === '{') {
      depth += 1;
    } else {
      if (open.at(-1)?.depth === depth) open.pop();
      depth -= 1;
    }
  }
  return found;
}

/** Source files (not tests) under a folder, recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** How {@link collectionsNamedIn} writes a subcollection named on a document reference, its parent unknown: `{}/decisions`. */
export const UNDER_A_DOCUMENT = '{}/';

/** Whether a collection the code names is one of `collections` (a subcollection of unknown parent: any of that name). */
export function isAmong(named: string, collections: ReadonlySet<string>): boolean {
  if (!named.startsWith(UNDER_A_DOCUMENT)) return collections.has(named);
  return [...collections].some((collection) => collection.endsWith(`/${named}`));
}

/**
 * The collections the code names with a literal: `.collection('x')` and `collection(db, 'x')` (the admin
 * and web SDKs), `doc(db, 'x', id)`, and the path of each Firestore trigger (`onDocumentCreated('a/{id}/b/{id}')`).
 * `ref.collection('x')` on a document reference (any receiver but `db`) names a subcollection, written
 * `{}/x` ({@link UNDER_A_DOCUMENT}).
 */
export function collectionsNamedIn(folders: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const underDocuments = new Set<number>();
    for (const match of text.matchAll(/([A-Za-z_$][\w$]*)\s*\.\s*collection\(\s*'([A-Za-z]\w*)'/g)) {
      const [whole, receiver, name] = match;
      if (receiver === 'db' || !name) continue;
      found.add(`${UNDER_A_DOCUMENT}${name}`);
      underDocuments.add(match.index + whole.indexOf('collection('));
    }
    for (const match of text.matchAll(/\b(?:collection|doc)\(\s*(?:[A-Za-z_$][\w$]*\s*,\s*)?'([A-Za-z]\w*)'/g)) {
      if (match[1] && !underDocuments.has(match.index)) found.add(match[1]);
    }
    for (const [, path] of text.matchAll(/\bonDocument\w*\(\s*'([^']+)'/g)) if (path) found.add(collectionOfDocumentPath(path));
  }
  return [...found].sort();
}
