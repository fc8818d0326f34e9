// Runs the local geo stand-in on its own: `npx tsx tools/geo-stand-in/main.ts`.
// (`npm start` and the emulator test run start it themselves.)
import { startGeoStandIn } from './server';

const standIn = await startGeoStandIn({ log: true });
console.log(`[geo stand-in] listening on ${standIn.url}: /search?q=austin, /tiles/{z}/{x}/{y}.png, /api/interpreter.`);
const stop = (): void => void standIn.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
