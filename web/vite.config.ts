import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { missingWebConfig, missingWebConfigMessage } from './src/config/web-config';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Stripe.js's stand-in (dev tooling, docs/payments.md): the emulator build pays through it, never production. */
const STRIPE_STAND_IN = fileURLToPath(new URL('../tools/stripe-stand-in/browser/stripe-js.ts', import.meta.url));

/** The facade function under the Functions emulator (firebase.json emulators, .firebaserc's demo project). */
const FACADE_EMULATOR_URL = 'http://127.0.0.1:5001/demo-homehaven/us-central1/api';

// `--mode emulator` (npm start, e2e) reads .env.emulator: emulator hosts and the local facade URL.
// Production builds read .env.production.local (see docs/deploy.md) and never contain emulator code.
export default defineConfig(({ command, mode }) => {
  // A build is production code in every mode: `--mode emulator` would otherwise bundle React's
  // development build (three times larger and slower), and the tests and benchmarks would measure that.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // A build without its web config would deploy a blank page: refuse it, naming what is missing.
  if (command === 'build') {
    const missing = missingWebConfig(loadEnv(mode, WEB_DIR, 'VITE_'));
    if (missing.length > 0) throw new Error(missingWebConfigMessage(missing, mode));
  }
  return {
    plugins: [react()],
    // Under the emulator there is no Stripe to reach: `@stripe/stripe-js` resolves to the stand-in,
    // which react-stripe-js drives like Stripe.js. Any other mode uses the real package.
    resolve: { alias: mode === 'emulator' ? [{ find: /^@stripe\/stripe-js$/, replacement: STRIPE_STAND_IN }] : [] },
    // /api as Hosting serves it: the facade function under the emulator, its path unchanged (the facade
    // drops the /api prefix itself, functions/src/facade/strip-hosting-prefix.ts).
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: { '/api': { target: FACADE_EMULATOR_URL, changeOrigin: true } } },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      sourcemap: true,
      // tools/budgets/bundle-size.ts reads the manifest to find what loads before the first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          // React and the router change rarely: their own chunk stays cached across app releases. The
          // rest splits along the dynamic imports, so the Firebase SDK and each page's libraries load
          // only when used (docs/decisions.md, "First paint without Firebase").
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
          },
        },
      },
    },
  };
});
