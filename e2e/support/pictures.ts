// Listing pictures for the journeys' fixtures: a listing may hold only addresses the image intake
// answered (docs/security-rules.md "Picture addresses"), so the global setup (global-setup.ts) uploads
// a few through the real intake once per run, and every journey reads their addresses from here.
import { inject } from 'vitest';

/** How many distinct intake pictures the global setup uploads: enough for a gallery of six, a floor plan and a panorama. */
export const INTAKE_PICTURE_COUNT = 8;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The intake's addresses of the pictures the global setup uploaded. */
    intakePictures: string[];
  }
}

/** The addresses of the pictures the global setup uploaded, each distinct, each a real picture the app shows. */
export function intakePictures(): string[] {
  const pictures = inject('intakePictures');
  if (pictures.length < INTAKE_PICTURE_COUNT) throw new Error('The e2e global setup did not upload the fixtures’ pictures.');
  return pictures;
}
