/**
 * A small, valid one-page PDF written by code: a title and a few lines of text in Helvetica. Enough for
 * the demo data's ownership documents and the tests' uploads (any PDF viewer opens it); nothing here
 * is read back but by people.
 */

/** PDF text strings escape their delimiters; anything outside printable ASCII becomes `?`. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/**
 * A PDF file of `objects` (the text between `N 0 obj` and `endobj`, numbered from 1; object 1 is the
 * catalog) with a correct cross-reference table. Tests build hostile PDFs with it (tests/support/pdfs.ts).
 */
export function pdfOf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The objects of a one-page PDF with `title` in large type and `lines` under it, on US Letter:
 * catalog (1; `catalogExtra` added to its dictionary), pages (2), page (3), font (4), contents (5).
 */
export function samplePdfObjects(title: string, lines: readonly string[] = [], catalogExtra = ''): string[] {
  const text = [`BT /F1 20 Tf 72 720 Td (${pdfText(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${684 - i * 18} Td (${pdfText(line)}) Tj ET`)].join('\n');
  return [
    `<< /Type /Catalog /Pages 2 0 R${catalogExtra ? ` ${catalogExtra}` : ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
}

/** A PDF with `title` in large type and `lines` under it, on one US Letter page. */
export function samplePdf(title: string, lines: readonly string[] = []): Buffer {
  return pdfOf(samplePdfObjects(title, lines));
}
