import type { Request } from 'express';
import { isEmulator, projectId, region } from '../config';

/**
 * The facade's URL on the functions' own origin, never Hosting's `/api` rewrite (the app's origin):
 * what the facade hands out when a browser must open something apart from the app (docs/facade.md
 * "Legal check"). `FACADE_URL` in `functions/.env.<project-id>` when set (docs/deploy.md); under the
 * emulator, the functions emulator's (Hosting's emulator proxies to it with the function's own Host);
 * else the function's cloudfunctions.net address, which 2nd gen functions answer too.
 */
export function facadeOwnUrl(req: Request): string {
  const configured = process.env.FACADE_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  if (isEmulator) return `${req.protocol}://${req.get('host') ?? ''}/${projectId}/${region}/api`;
  return `https://${region}-${projectId}.cloudfunctions.net/api`;
}
