/**
 * Values present but wrong for a production deploy, each with what to do. Checked by
 * `npm run check:web-config` (docs/deploy.md), not by the build: the emulator and bundle builds
 * use local or placeholder values on purpose.
 */
export function webConfigWarnings(env: Readonly<Record<string, string | undefined>>): string[] {
  const warnings: string[] = [];
  const project = env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (project.startsWith('demo-')) warnings.push(`VITE_FIREBASE_PROJECT_ID is "${project}": demo- projects exist only in the emulators.`);
  if (env.VITE_USE_EMULATORS === 'true') warnings.push('VITE_USE_EMULATORS is true: the build would talk to emulators on 127.0.0.1. Remove it.');
  if (env.VITE_API_URL !== '/api')
    warnings.push(`VITE_API_URL is "${env.VITE_API_URL ?? ''}": use /api, Hosting's rewrite to the api function (firebase.json), which the Content-Security-Policy allows.`);
  const stripe = env.VITE_STRIPE_PUBLISHABLE_KEY ?? '';
  if (!/^pk_(live|test)_/.test(stripe) || stripe.includes('stand_in')) warnings.push('VITE_STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key (pk_live_... or pk_test_...).');
  if (!(env.VITE_FIREBASE_API_KEY ?? '').startsWith('AIza')) warnings.push('VITE_FIREBASE_API_KEY does not look like a Firebase web API key (AIza...): copy it from Project settings > Your apps.');
  const site = env.VITE_SITE_URL ?? '';
  if (!/^https:\/\/[^/]+$/.test(site))
    warnings.push(`VITE_SITE_URL is "${site}": the site's public https address with no path or trailing slash (https://<project-id>.web.app or your domain); canonical links and sitemap.xml use it.`);
  return warnings;
}
