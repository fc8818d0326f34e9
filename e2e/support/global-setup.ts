// Builds the emulator-mode app (web/dist-emulator) unless E2E_SKIP_BUILD=1 (npm test has just built
// it), then waits for the Hosting emulator to serve it: the browser tests run against the app as
// Hosting serves it, with firebase.json's rewrites and headers (tools/emulators/hosting-config.ts).
// Then uploads the listing fixtures' pictures through the real image intake (e2e/support/pictures.ts).
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { signUpWithPassword } from '../../tools/emulators/auth-rest';
import { uploadImageFile } from '../../tools/emulators/upload-image';
import { APP_URL } from './config';
import { INTAKE_PICTURE_COUNT } from './pictures';

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Pictures at addresses the image intake answered (a listing may hold nothing else: docs/security-rules.md
 * "Picture addresses"), one upload each of the app's own hero picture, by an account made for it.
 */
async function uploadIntakePictures(): Promise<string[]> {
  const { idToken } = await signUpWithPassword();
  const file = `${ROOT_DIR}web/public/hero.jpg`;
  const urls: string[] = [];
  // One at a time: the intake resizes each, on the cores the emulators share.
  for (let index = 0; index < INTAKE_PICTURE_COUNT; index += 1) urls.push(await uploadImageFile(file, idToken));
  return urls;
}

/** Vitest global setup. */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build:emulator -w web', { cwd: ROOT_DIR, stdio: 'inherit' });
  const deadline = Date.now() + 30_000;
  while (!(await answers(APP_URL))) {
    if (Date.now() > deadline) throw new Error(`The Hosting emulator does not serve the app at ${APP_URL}: run the browser tests inside tools/emulators/exec.ts (npm run test:emulators).`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('intakePictures', await uploadIntakePictures());
}
