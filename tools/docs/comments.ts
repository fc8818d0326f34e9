import ts from 'typescript';

/** Where a file's comments are: [start, end) offsets. */
export type CommentRanges = readonly (readonly [number, number])[];

const SCRIPT_KIND: Readonly<Record<string, ts.ScriptKind>> = {
  ts: ts.ScriptKind.TS,
  mts: ts.ScriptKind.TS,
  cts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/** Comments of TypeScript or JavaScript, found by its parser (a `//` in a string or a regex is not one). */
function scriptComments(path: string, text: string, kind: ts.ScriptKind): CommentRanges {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, number>();
  const collect = (at: number) => {
    for (const range of ts.getLeadingCommentRanges(text, at) ?? []) ranges.set(range.pos, range.end);
  };
  collect(0);
  const visit = (node: ts.Node) => {
    // Comments sit between tokens: before a node, after it (up to the next token), and inside a JSX `{/* ... */}`.
    collect(node.pos);
    collect(node.end);
    if (ts.isJsxExpression(node)) collect(node.getStart(source) + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...ranges].sort(([a], [b]) => a - b);
}

/** Comments of security rules: `//` to the end of the line (their strings hold no `//`). */
function lineComments(text: string): CommentRanges {
  return [...text.matchAll(/\/\/[^\n]*/g)].map((match) => [match.index, match.index + match[0].length] as const);
}

/**
 * The comments of a file of code (TypeScript, JavaScript, security rules), or null for any other file,
 * whose whole text is prose or data (docs, JSON, scripts).
 */
export function commentRanges(path: string, text: string): CommentRanges | null {
  const extension = /\.(\w+)$/.exec(path)?.[1] ?? '';
  if (extension === 'rules') return lineComments(text);
  const kind = SCRIPT_KIND[extension];
  return kind === undefined ? null : scriptComments(path, text, kind);
}

/** Whether an offset falls inside one of the ranges. */
export function inComment(ranges: CommentRanges, index: number): boolean {
  return ranges.some(([start, end]) => index >= start && index < end);
}
