import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { LOCAL_DIR, PROJECT_ID, ROOT, UPLOADS_DIR, hostOf } from './config';

/** The Cloud SDK's Firestore emulator, carried by this project's machine image (docs/architecture.md §8 Offline machines). */
const CLOUD_SDK_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const FIREBASE_CACHE = `${homedir()}/.cache/firebase/emulators`;

function cached(prefix: string): boolean {
  return existsSync(FIREBASE_CACHE) && readdirSync(FIREBASE_CACHE).some((f) => f.startsWith(prefix) && f.endsWith('.jar'));
}

/**
 * The Cloud SDK jar has no Main-Class, so firebase-tools cannot `java -jar` it. A manifest-only
 * launcher jar names the main class and puts the SDK jar on the class path. Built once, here.
 */
function firestoreLauncherJar(): string | undefined {
  if (cached('cloud-firestore-emulator') || !existsSync(CLOUD_SDK_FIRESTORE_JAR)) return undefined;
  const launcher = `${LOCAL_DIR}firestore-launcher.jar`;
  if (!existsSync(launcher)) {
    mkdirSync(LOCAL_DIR, { recursive: true });
    const manifest = `${LOCAL_DIR}firestore-launcher.mf`;
    writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${CLOUD_SDK_FIRESTORE_JAR}\n`);
    execFileSync('jar', ['cfm', launcher, manifest]);
  }
  return launcher;
}

/**
 * The Storage emulator needs a rules-runtime jar that firebase-tools downloads; where it is not
 * cached (offline machines) Storage cannot start and image intake uses its local fallback store.
 */
export const storageEmulatorAvailable = cached('cloud-storage-rules-runtime');

/** Emulators to start: Auth, Firestore, Functions and Hosting always, Storage where it can start. */
export const EMULATOR_LIST = ['auth', 'firestore', 'functions', 'hosting', ...(storageEmulatorAvailable ? ['storage'] : [])];

const LOCAL_SECRETS = `${ROOT}functions/.secret.local`;
const WRITTEN_BY_US = '# Written by tools/emulators at each start from the environment; delete this line to keep your own values.';

/**
 * The Functions emulator reads secrets from functions/.secret.local and asks Secret Manager (offline
 * here: an error per instance) for any missing. Written from the environment at each start: exported
 * Stripe keys, else the Stripe stand-in's test keys. A file someone wrote by hand is left alone.
 */
function writeLocalSecrets(): void {
  if (existsSync(LOCAL_SECRETS) && !readFileSync(LOCAL_SECRETS, 'utf8').startsWith(WRITTEN_BY_US)) return;
  const key = process.env.STRIPE_SECRET_KEY || STRIPE_STAND_IN.secretKey;
  const webhook = process.env.STRIPE_WEBHOOK_SECRET || STRIPE_STAND_IN.webhookSecret;
  writeFileSync(LOCAL_SECRETS, `${WRITTEN_BY_US}\nSTRIPE_SECRET_KEY=${key}\nSTRIPE_WEBHOOK_SECRET=${webhook}\n`);
}

/** Environment for firebase-tools and for any process that talks to the emulators. */
export function emulatorEnvironment(): NodeJS.ProcessEnv {
  const launcher = firestoreLauncherJar();
  writeLocalSecrets();
  mkdirSync(UPLOADS_DIR, { recursive: true });
  return {
    ...process.env,
    ...(launcher ? { FIRESTORE_EMULATOR_BINARY_PATH: launcher } : {}),
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostOf('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: hostOf('auth'),
    ...(storageEmulatorAvailable ? { FIREBASE_STORAGE_EMULATOR_HOST: hostOf('storage') } : {}),
    // Read by the image-intake function under the emulator only (functions/src/uploads).
    IMAGE_FALLBACK_DIR: UPLOADS_DIR,
    // firebase-tools asks before some actions; never wait for a terminal here.
    CI: process.env.CI ?? '',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
}
