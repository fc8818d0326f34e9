import { parentPort, workerData } from 'node:worker_threads';
import { checkPdf } from './pdf-check';

/**
 * A worker thread's entry, bundled on its own as `lib/pdf-check-worker.js` (functions/build.mjs): it
 * checks the PDF it is handed (`workerData.bytes`) and posts the verdict. See `checkPdfApart`.
 */
void checkPdf((workerData as { bytes: Uint8Array }).bytes).then((verdict) => parentPort?.postMessage(verdict));
