import { pdfOf, samplePdf, samplePdfObjects } from '../../tools/seed/sample-pdf';

/**
 * PDFs an ownership document may not be (docs/facade.md "Legal check"), written byte for byte: each
 * starts with `%PDF-`, so a check of the first bytes took it. The checker's own unit tests
 * (functions/src/legal-check/pdf-check.test.ts) cover more kinds.
 */

const TITLE = 'Title deed';
const LINES = ['Parcel 12, New York'];
/** A one-page deed whose catalog carries `extra`, with `more` objects from number 6 on. */
const deedWith = (extra: string, more: readonly string[] = []) => pdfOf([...samplePdfObjects(TITLE, LINES, extra), ...more]);

export const HOSTILE_PDFS = {
  /** JavaScript run when the file opens. */
  openActionJavaScript: deedWith('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
  /** The same, its names hex-escaped (`/J#61vaScript` is `/JavaScript`, `/J#53` is `/JS`), which a search of the bytes misses. */
  hexEscapedJavaScript: deedWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'),
  /** `%PDF-` and then a web page: no PDF at all. */
  htmlAfterHeader: Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n', 'latin1'),
  /** A file attached to the document (an executable, here). */
  embeddedFile: deedWith('/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>', [
    '<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>',
    '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
  ]),
} as const;

/** A web page after the end of a clean deed: the deed is taken, the page must not be stored. */
export const PDF_WITH_TRAILING_HTML = Buffer.concat([samplePdf(TITLE, LINES), Buffer.from('<html><script>alert(document.domain)</script></html>\n', 'latin1')]);
