import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfCheck } from './pdf-check';

/**
 * Longest a PDF's check may take. A real deed of 10 MiB parses in about a second; the parser walks
 * bytes that are no PDF syntax one at a time, slowly (a 10 MiB file of junk after `%PDF-` would take
 * about a minute), so a file still unread by then is unreadable.
 */
const CHECK_TIMEOUT_MS = 10_000;
/** Heap the check may use: a 10 MiB file parsed and written once more fits well inside. */
const CHECK_HEAP_MB = 512;

/**
 * `checkPdf` in a worker thread of its own (the bundle `functions/lib/pdf-check-worker.js`, beside this code's
 * `index.js`), bounded in time and memory: a hostile file stalls or exhausts that thread, which is
 * ended, never the facade's event loop. Anything but a verdict (timeout, crash) is `unreadable`.
 */
export function checkPdfApart(bytes: Buffer): Promise<PdfCheck> {
  return new Promise((resolve) => {
    const worker = new Worker(join(__dirname, 'pdf-check-worker.js'), {
      workerData: { bytes: new Uint8Array(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: CHECK_HEAP_MB },
    });
    const finish = (verdict: PdfCheck) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish({ kind: 'unreadable' }), CHECK_TIMEOUT_MS);
    worker.once('message', (verdict: PdfCheck) => finish(verdict.kind === 'safe' ? { kind: 'safe', bytes: Buffer.from(verdict.bytes) } : verdict));
    worker.once('error', () => finish({ kind: 'unreadable' }));
    worker.once('exit', () => finish({ kind: 'unreadable' }));
  });
}
