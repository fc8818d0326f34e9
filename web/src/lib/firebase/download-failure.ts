/**
 * Whether a script the reads need failed to download: a Firebase module (load.ts) or a worker's
 * (public or signed-in live). Browsers keep a failed module import for the page's life (Chromium does
 * not fetch it again), so only a reload can retry it.
 */
let downloadFailed = false;

/** Whether a retry must reload the page, because such a script failed to download. */
export function retryReloads(): boolean {
  return downloadFailed;
}

/** Notes a download that only a reload can retry. */
export function noteDownloadFailure(): void {
  downloadFailed = true;
}
