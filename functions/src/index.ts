// Wiring only: each export is a deployed function; the logic lives in one folder per concern.
import { onRequest } from 'firebase-functions/v2/https';
import { allowedOrigins } from './config';
import { facadeApp } from './facade/app';

/** The HTTPS facade (image intake now; every REST path of spec section 7 as they land), CORS limited to the app's origins. */
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, cors: [...allowedOrigins] }, facadeApp);
