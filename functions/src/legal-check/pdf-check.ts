import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * What a sent PDF is (docs/facade.md "Legal check", docs/decisions.md "Legal check"): `safe`, with the
 * copy to store, written by the parser from what it read and checked; `unreadable` (not a PDF the
 * parser reads whole, one without pages, or an encrypted one: its strings and streams, object
 * streams included, cannot be checked) or `active`, naming what it carries.
 */
export type PdfCheck = { kind: 'safe'; bytes: Buffer } | { kind: 'unreadable' } | { kind: 'active'; found: string };

/** Keys whose presence makes a PDF active: scripts, the document's JavaScript and attached files, attached file streams, XFA forms, rich media. */
const ACTIVE_KEYS: ReadonlySet<string> = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent', 'RichMediaSettings']);
/**
 * Actions (`/S`) a document may not carry, wherever they are (`/OpenAction`, `/AA`, links, form
 * fields): scripts, launching programs, opening or sending other files, playing media.
 */
const ACTIVE_ACTIONS: ReadonlySet<string> = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'Rendition', 'Movie', 'Sound', 'RichMediaExecute']);
/** Object types (`/Type`, `/Subtype`) a document may not hold: attached files and media that run players or scripts. */
const ACTIVE_TYPES: ReadonlySet<string> = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', '3D', 'Screen', 'Movie', 'Sound']);

/**
 * A name as a viewer reads it. The parser decodes `#xx` escapes with upper-case hex only, so a
 * name written `/#4aS` reaches us as `#4aS`; a viewer decodes either case and reads `/JS`. Decoding
 * once more judges both readings (a name that only seems active this way is no loss in a deed).
 */
function readings(name: PDFName): string[] {
  const parsed = name.decodeText();
  return [parsed, parsed.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))];
}

const isAny = (name: PDFObject | undefined, set: ReadonlySet<string>): name is PDFName => name instanceof PDFName && readings(name).some((reading) => set.has(reading));

/** What makes one dictionary active, or null: a key of {@link ACTIVE_KEYS}, an action of {@link ACTIVE_ACTIONS}, a type of {@link ACTIVE_TYPES}. */
function activeIn(dict: PDFDict): string | null {
  for (const key of dict.keys()) if (isAny(key, ACTIVE_KEYS)) return key.asString();
  const action = dict.get(PDFName.of('S'));
  if (isAny(action, ACTIVE_ACTIONS)) return `/S ${action.asString()}`;
  for (const field of ['Type', 'Subtype']) {
    const type = dict.get(PDFName.of(field));
    if (isAny(type, ACTIVE_TYPES)) return `/${field} ${type.asString()}`;
  }
  return null;
}

/**
 * The first active thing in any object the parser read, reachable or not, or null. Every dictionary
 * is judged, nested ones and streams' included, without following references (every indirect object
 * is visited anyway) and without recursion, so no nesting depth can overflow the stack.
 */
function findActiveContent(document: PDFDocument): string | null {
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      const found = activeIn(dict);
      if (found) return found;
      pending.push(...dict.values());
    } else if (object instanceof PDFArray) pending.push(...object.asArray());
  }
  return null;
}

/**
 * The PDF parsed strictly (an object it cannot read fails the whole file, so nothing unread is kept),
 * with pages and not encrypted; null otherwise. Encryption is read from the parsed trailer (pdf-lib's
 * own EncryptedPDFError is compiled to ES5 and fails `instanceof`).
 */
async function parsed(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false, ignoreEncryption: true });
    return !document.isEncrypted && document.getPageCount() > 0 ? document : null;
  } catch {
    // The parser's own errors, plain TypeErrors (no catalog) and stack overflows on absurd nesting alike.
    return null;
  }
}

/**
 * Judges a PDF by its structure, not its first bytes: it must parse whole, have pages, not be
 * encrypted and carry no active content. A safe one is written anew from what was parsed (plain
 * objects, a fresh cross-reference table), so bytes before the header or after the end, objects the
 * table names but a later definition replaced, and anything else the parser did not read do not
 * reach storage; the copy is parsed again, and one that does not read back is unreadable.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  const document = await parsed(bytes);
  if (!document) return { kind: 'unreadable' };
  const found = findActiveContent(document);
  if (found) return { kind: 'active', found };
  try {
    const copy = await document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
    const reread = await parsed(copy);
    if (!reread || reread.getPageCount() !== document.getPageCount() || findActiveContent(reread)) return { kind: 'unreadable' };
    return { kind: 'safe', bytes: Buffer.from(copy) };
  } catch {
    return { kind: 'unreadable' };
  }
}
