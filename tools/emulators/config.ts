import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Repository root, from this file's location. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The demo project id: `demo-` makes the emulators refuse to touch any real project. */
export const PROJECT_ID = JSON.parse(readFileSync(`${ROOT}.firebaserc`, 'utf8')).projects.default as string;

interface EmulatorEndpoint {
  host: string;
  port: number;
}
interface FirebaseJson {
  emulators: Record<'auth' | 'firestore' | 'functions' | 'storage' | 'hosting' | 'hub', EmulatorEndpoint>;
}

/** Emulator hosts and ports, read from firebase.json so they are declared once. */
export const EMULATORS = (JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as FirebaseJson).emulators;

/** host:port of one emulator. */
export function hostOf(name: keyof FirebaseJson['emulators']): string {
  return `${EMULATORS[name].host}:${EMULATORS[name].port}`;
}

/** Base URL of the HTTPS facade function under the emulator. */
export const API_URL = `http://${hostOf('functions')}/${PROJECT_ID}/us-central1/api`;

/** The built app as Hosting serves it under the emulator: firebase.json's rewrites and headers, `/api` reaching the facade. */
export const HOSTING_URL = `http://${hostOf('hosting')}`;

/** Where local state lives (git-ignored): emulator export, fallback image store, launcher jar. */
export const LOCAL_DIR = `${ROOT}.local/`;
export const EMULATOR_DATA_DIR = `${LOCAL_DIR}emulator-data`;
export const UPLOADS_DIR = `${LOCAL_DIR}uploads`;
