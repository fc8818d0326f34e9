// `npm run check:web-config`: checks the web app's production settings (web/.env.production.local, and
// any .env.production beside it, as `vite build` reads them) before a deploy, and says what to fix.
// Usage: tsx tools/deploy/check-web-config.ts [mode]   (default: production)
import { loadEnv } from 'vite';
import { ROOT } from '../emulators/config';
import { missingWebConfig, missingWebConfigMessage } from '../../web/src/config/web-config';
import { webConfigWarnings } from './web-config-warnings';
import { mapHostWarnings, productionCsp } from './map-hosts';

const mode = process.argv[2] ?? 'production';
const env = loadEnv(mode, `${ROOT}web`, 'VITE_');
const missing = missingWebConfig(env);
if (missing.length > 0) {
  console.error(`[check:web-config] ${missingWebConfigMessage(missing, mode)}`);
  process.exit(1);
}
const warnings = [...webConfigWarnings(env), ...mapHostWarnings(env, productionCsp())];
for (const warning of warnings) console.error(`[check:web-config] ${warning}`);
if (warnings.length > 0) process.exit(1);
console.log(`[check:web-config] web config for mode "${mode}" is complete (project ${env.VITE_FIREBASE_PROJECT_ID}).`);
