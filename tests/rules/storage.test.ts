import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EMULATORS, ROOT, hostOf } from '../../tools/emulators/config';

// storage.rules: images are public to read, and no client writes anywhere. These tests need the
// Storage emulator, which cannot run on machines without its rules-runtime jar
// (docs/architecture.md §8 Offline machines): there they report themselves skipped, with the reason,
// never silently.
const STORAGE = EMULATORS.storage;
const PROJECT_ID = 'demo-rules-homehaven-storage';

async function storageEmulatorRunning(): Promise<boolean> {
  try {
    await fetch(`http://${hostOf('storage')}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

const running = await storageEmulatorRunning();
const SKIP_REASON = `Storage rules tests skipped: no Storage emulator answers at ${hostOf('storage')} (it needs a rules-runtime jar this machine cannot download).`;
if (!running) console.warn(SKIP_REASON);

function storageOf(env: RulesTestEnvironment, uid: string | null): FirebaseStorage {
  const context = uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid);
  return context.storage() as unknown as FirebaseStorage;
}

describe('storage.rules', () => {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('storage test environment not started');
    return env;
  };

  beforeAll(async () => {
    if (!running) return;
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { rules: readFileSync(`${ROOT}storage.rules`, 'utf8'), host: STORAGE.host, port: STORAGE.port },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      const storage = context.storage() as unknown as FirebaseStorage;
      await uploadString(ref(storage, 'images/house.png'), 'png bytes');
      await uploadString(ref(storage, 'private/notes.txt'), 'secret');
      await uploadString(ref(storage, 'legal-documents/prop-1/deed-1'), '%PDF-1.4 deed');
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it.skipIf(!running)('allows everyone, signed out included, to read images', async () => {
    await assertSucceeds(getBytes(ref(storageOf(current(), null), 'images/house.png')));
    await assertSucceeds(getBytes(ref(storageOf(current(), 'user-1'), 'images/house.png')));
  });

  it.skipIf(!running)('denies every client write, even to images and even when signed in', async () => {
    await assertFails(uploadString(ref(storageOf(current(), 'user-1'), 'images/mine.png'), 'bytes'));
    await assertFails(uploadString(ref(storageOf(current(), null), 'images/anon.png'), 'bytes'));
  });

  it.skipIf(!running)('denies reading anything outside images/', async () => {
    await assertFails(getBytes(ref(storageOf(current(), 'user-1'), 'private/notes.txt')));
  });

  it.skipIf(!running)('denies every client read and write of ownership documents, its agent and admins included (only the facade serves them)', async () => {
    for (const uid of [null, 'agent-1', 'admin-1', 'user-1']) {
      await assertFails(getBytes(ref(storageOf(current(), uid), 'legal-documents/prop-1/deed-1')));
      await assertFails(uploadString(ref(storageOf(current(), uid), 'legal-documents/prop-1/forged'), '%PDF-1.4 forged'));
    }
  });
});
