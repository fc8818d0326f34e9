// The browser every part of `npm run bench:web` runs: Debian's Chromium, headless, without the
// background work (updates, sync, field trials) that would compete with the page for the CPU.

/** Debian's full Chromium (docs/architecture.md §8 Offline machines): Lighthouse measures what visitors get. */
export const CHROME_PATH = '/usr/bin/chromium';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'];
