// Which demo data the local data was seeded with: `npm start` seeds only an empty database, so data
// kept from before the demo data grew (professional accounts, agencies) lacks what the banner promises
// (docs/local-emulators.md "Demo data kept between runs").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { LOCAL_DIR } from '../emulators/config';

/** The demo data's version: one more whenever tools/seed gains something a kept database would lack. */
export const SEED_VERSION = 3;

/** Where the version of the seed that loaded the local data is kept (removed by `npm run reset`). */
export const SEED_VERSION_FILE = `${LOCAL_DIR}seed-version`;

/** Records that the local data was just seeded with this version of the demo data. */
export function recordSeedVersion(): void {
  writeFileSync(SEED_VERSION_FILE, `${SEED_VERSION}\n`);
}

/** The version the local data was seeded with, or 0 for data from before versions were kept. */
export function storedSeedVersion(): number {
  if (!existsSync(SEED_VERSION_FILE)) return 0;
  const version = Number.parseInt(readFileSync(SEED_VERSION_FILE, 'utf8'), 10);
  return Number.isInteger(version) ? version : 0;
}

/** What `npm start` says of kept data seeded with `stored`: nothing when current, else how to load the current demo data. */
export function staleSeedNotice(stored: number, current: number = SEED_VERSION): string | null {
  if (stored >= current) return null;
  const when = stored === 0 ? 'before the demo data had versions' : `with version ${stored} of the demo data (now ${current})`;
  return `[start] The local data was seeded ${when}: it may lack what the banner lists (professional applicants, Harbor & Pine Realty and its listings). \`npm run reset\` loads the current demo data (and throws away local changes).`;
}
