/**
 * The build-time settings the web app cannot run without (web/.env.*, inlined by Vite). A production
 * build missing one fails, naming it (web/vite.config.ts); a running app missing one shows a screen
 * saying which (main.tsx), never a blank page. docs/deploy.md has the checklist.
 */
export const REQUIRED_WEB_CONFIG = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_API_URL',
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'VITE_SITE_URL',
] as const;

/** One of {@link REQUIRED_WEB_CONFIG}. */
export type WebConfigName = (typeof REQUIRED_WEB_CONFIG)[number];

/** The required settings that are missing or blank in `env`, in declaration order. */
export function missingWebConfig(env: Readonly<Record<string, unknown>>): WebConfigName[] {
  return REQUIRED_WEB_CONFIG.filter((name) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** The build's failure message for missing settings. */
export function missingWebConfigMessage(missing: readonly string[], mode: string): string {
  return [
    `The web app's configuration is incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing for mode "${mode}".`,
    mode === 'production'
      ? 'Copy web/.env.production.example to web/.env.production.local and fill it from Firebase console > Project settings > Your apps (docs/deploy.md).'
      : `Set ${missing.length === 1 ? 'it' : 'them'} in web/.env.${mode} or web/.env.${mode}.local.`,
  ].join('\n');
}
