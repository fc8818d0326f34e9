/**
 * Where the e2e suite finds the app and the shared emulator suite (see firebase.json, web/.env.emulator).
 * The app is the emulator build served by the Hosting emulator, with firebase.json's rewrites and headers.
 */
export const APP_URL = 'http://127.0.0.1:5000';
export const AUTH_URL = 'http://127.0.0.1:9099';
export const FIRESTORE_URL = 'http://127.0.0.1:8080';
export const PROJECT_ID = 'demo-homehaven';
export const API_KEY = 'demo-api-key';
/** A password every test account uses; it passes the product's password rules. */
export const PASSWORD = 'Secret123';
