// Types of public-page-files.mjs (plain JavaScript, imported by eslint.config.js) for the TypeScript that uses it.

/** Where the pages' modules are named. */
export declare const PAGES_FILE: string;
/** Folders that belong to the public side whatever imports them today. */
export declare const PUBLIC_FOLDERS: readonly string[];
/** The page modules web/prerender/pages.ts names, from the repository root. */
export declare function prerenderedPageModules(): string[];
/** The specifiers a module imports statically for their run-time values. */
export declare function staticImports(text: string, fileName?: string): string[];
/** The public pages' files, from the repository root, sorted. */
export declare function publicPageFiles(): string[];
/** The specifiers a module loads on use (`import('...')` with a literal path). */
export declare function dynamicImports(text: string, fileName?: string): string[];
/** The route table, whose loads on use are the pages. */
export declare const ROUTES_FILE: string;
/** The files whose styles go in the public pages' stylesheet, from the repository root, sorted. */
export declare function publicStyleFiles(): string[];
