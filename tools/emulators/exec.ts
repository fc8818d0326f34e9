// Runs one command with the emulator suite up (fresh, empty data) and exits with its exit code.
// Usage: tsx tools/emulators/exec.ts "<command>"
import { exitCodeOf, firebase } from './firebase-cli';
import { storageEmulatorAvailable } from './environment';
import { startStripeStandInUnlessKeyed } from '../stripe-stand-in/when-needed';
import { startGeoStandInUnlessRunning } from '../geo-stand-in/when-needed';

const command = process.argv[2];
if (!command) {
  console.error('usage: tsx tools/emulators/exec.ts "<command>"');
  process.exit(2);
}
if (!storageEmulatorAvailable) {
  console.log('[emulators] Storage emulator unavailable here (its rules runtime cannot be downloaded): images use the local fallback store.');
}
const stripeStandIn = await startStripeStandInUnlessKeyed();
const geoStandIn = await startGeoStandInUnlessRunning();
const exitCode = await exitCodeOf(firebase(['emulators:exec', command]));
await stripeStandIn?.stop();
await geoStandIn?.stop();
process.exit(exitCode);
