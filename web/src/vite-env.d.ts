/// <reference types="vite/client" />

/** Build-time settings read from web/.env.* (see web/.env.emulator and .env.production.example). */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_API_URL: string;
  /** Stripe's publishable key (pk_live_... or pk_test_...): the payment page's card field. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY: string;
  /** The site's public address (https://..., no trailing slash): canonical links, social cards, sitemap. */
  readonly VITE_SITE_URL: string;
  /** Map tiles' URL template and attribution, and a Nominatim-compatible geocoder (src/lib/map/map-config.ts); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILES_URL?: string;
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
  readonly VITE_GEOCODER_URL?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (web/vite.config.ts): what a prerendered page's copyright line printed. */
declare const __BUILD_YEAR__: number;
