import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict, type SaveOptions } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check';

// The PDFs here are written with pdf-lib itself (its own writer, object streams included), apart from
// the raw-byte ones of tests/support/pdfs.ts that the facade's tests send (shipped folders import no test tooling).

/** A one-page deed with its text, changed by `change` before it is written. */
async function deed(change?: (document: PDFDocument) => void, options: SaveOptions = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([612, 792]);
  page.drawText('Title deed', { x: 72, y: 720, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  change?.(document);
  return document.save({ useObjectStreams: false, ...options });
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** `bytes` with every `from` replaced by `to` (the parser reads objects, not the cross-reference offsets this shifts). */
const edited = (bytes: Uint8Array, from: string, to: string) => Buffer.from(latin1(bytes).replaceAll(from, to), 'latin1');
const javaScript = (document: PDFDocument) => document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
const firstPage = (document: PDFDocument): PDFDict => document.getPage(0).node;
const annotate = (document: PDFDocument, annotation: Record<string, unknown>) =>
  firstPage(document).set(PDFName.of('Annots'), document.context.obj([document.context.obj({ Type: 'Annot', Rect: [0, 0, 10, 10], ...annotation } as never)]));

/** The copy a safe PDF is stored as; fails the test for any other verdict. */
async function storedCopy(bytes: Uint8Array): Promise<Buffer> {
  const verdict = await checkPdf(bytes);
  if (verdict.kind !== 'safe') throw new Error(`expected a safe PDF, got ${JSON.stringify(verdict)}`);
  return verdict.bytes;
}

describe('checkPdf', () => {
  it('takes a plain deed, links, a fit-page open action and a form without scripts, and stores a copy that reads back', async () => {
    const plain = await storedCopy(await deed());
    expect((await PDFDocument.load(plain)).getPageCount()).toBe(1);
    await storedCopy(
      await deed((document) => {
        document.catalog.set(PDFName.of('OpenAction'), document.context.obj([document.getPage(0).ref, PDFName.of('Fit')]));
        annotate(document, { Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('https://example.com/register') } });
        document.getForm().createTextField('owner').addToPage(document.getPage(0), { x: 72, y: 600 });
      }),
    );
  });

  it('refuses active content wherever it is, naming what it found', async () => {
    const cases: [string, (document: PDFDocument) => void, string][] = [
      ['JavaScript on opening', (document) => document.catalog.set(PDFName.of('OpenAction'), javaScript(document)), '/JS'],
      [
        'the JavaScript name tree',
        (document) =>
          document.catalog.set(
            PDFName.of('Names'),
            document.context.obj({ JavaScript: { Names: [PDFString.of('init'), document.context.register(document.context.obj({ S: 'GoTo', D: [0, PDFName.of('Fit')] }))] } }),
          ),
        '/JavaScript',
      ],
      ['a page action', (document) => firstPage(document).set(PDFName.of('AA'), document.context.obj({ O: javaScript(document) })), '/JS'],
      ['a launch on opening', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') })), '/S /Launch'],
      ['a link opening another file', (document) => annotate(document, { Subtype: 'Link', A: { S: 'GoToR', F: PDFString.of('\\\\host\\share\\x.pdf'), D: [0, PDFName.of('Fit')] } }), '/S /GoToR'],
      ['a form sending its data', (document) => annotate(document, { Subtype: 'Widget', A: { S: 'SubmitForm', F: PDFString.of('https://example.com/') } }), '/S /SubmitForm'],
      ['an XFA form', (document) => document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: document.context.register(document.context.stream('<xdp:xdp/>')) })), '/XFA'],
      ['rich media', (document) => annotate(document, { Subtype: 'RichMedia' }), '/Subtype /RichMedia'],
      ['a 3D model', (document) => annotate(document, { Subtype: '3D' }), '/Subtype /3D'],
    ];
    for (const [what, change, found] of cases) expect(await checkPdf(await deed(change)), what).toEqual({ kind: 'active', found });
  });

  it('refuses an attached file', async () => {
    const attached = await deed();
    const document = await PDFDocument.load(attached);
    await document.attach(Buffer.from('MZ'), 'invoice.exe', { mimeType: 'application/octet-stream' });
    expect((await checkPdf(await document.save())).kind).toBe('active');
  });

  it('reads names as a viewer does: hex-escaped, in either case', async () => {
    const script = await deed((document) => document.catalog.set(PDFName.of('OpenAction'), javaScript(document)));
    // `/J#61vaScript` and `/J#53` are `/JavaScript` and `/JS`; the parser decodes upper-case hex only, a viewer either case.
    expect((await checkPdf(edited(edited(script, '/JavaScript', '/J#61vaScript'), '/JS ', '/J#53 '))).kind).toBe('active');
    expect((await checkPdf(edited(edited(script, '/JavaScript', '/#4aavaScript'), '/JS ', '/#4aS '))).kind).toBe('active');
  });

  it('finds JavaScript packed in a compressed object stream', async () => {
    const packed = await deed((document) => document.catalog.set(PDFName.of('OpenAction'), javaScript(document)), { useObjectStreams: true });
    expect(latin1(packed)).not.toContain('JavaScript');
    expect((await checkPdf(packed)).kind).toBe('active');
  });

  it('refuses what is no PDF, has no page, or is encrypted', async () => {
    const samples = [
      Buffer.alloc(0),
      Buffer.from('%PDF-'),
      Buffer.from('%PDF-1.7\n<html><body><script>alert(document.domain)</script></body></html>\n'),
      Buffer.from(`%PDF-1.4\n${'['.repeat(50_000)}`),
      await PDFDocument.create().then((document) => document.save({ addDefaultPage: false })),
      edited(await deed(), '/Root', '/Encrypt << /Filter /Standard /V 1 /R 2 /O (owner) /U (user) /P -4 >>\n/Root'),
    ];
    for (const [i, bytes] of samples.entries()) expect((await checkPdf(bytes)).kind, `sample ${i}`).toBe('unreadable');
    // Six parses, one 50,000 brackets deep: under a second alone, but past the default 6 s once, on two
    // cores beside the emulator suites (docs/testing.md "How long it takes"), so it has room of its own.
  }, 30_000);

  it('stores only what it read: nothing before the header or after the end, and the definition it checked of an object defined twice', async () => {
    const clean = await deed();
    const trailing = await storedCopy(Buffer.concat([clean, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(latin1(trailing)).not.toContain('<script>');
    expect(latin1(trailing).startsWith('%PDF-')).toBe(true);
    // Object 1 defined twice: a launching catalog first, a clean one after; the parser reads (and checks) the later one, and only it is stored.
    const catalog = /1 0 obj\n[\s\S]*?endobj\n/.exec(latin1(clean))?.[0] ?? '';
    const launching = catalog.replace('/Type /Catalog', '/Type /Catalog\n/OpenAction << /S /Launch /F (cmd.exe) >>');
    const shadowed = Buffer.from(latin1(clean).replace(catalog, `${launching}${catalog}`), 'latin1');
    expect(latin1(await storedCopy(shadowed))).not.toContain('Launch');
  });
});
