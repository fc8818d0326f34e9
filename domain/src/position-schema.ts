import { z } from 'zod';

/** What a bad position reads as (the facade's 400, the listing form's field error). */
export const POSITION_MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
} as const;

/**
 * A map position as clients send it (domain/src/geo.ts isPosition, firestore.rules isValidPosition):
 * exactly `lat` and `lng`, finite numbers within the globe. Kept apart from geo.ts so pages that only
 * place markers do not load zod.
 */
export const positionSchema = z.strictObject({
  lat: z.number(POSITION_MESSAGES.latitude).min(-90, POSITION_MESSAGES.latitude).max(90, POSITION_MESSAGES.latitude),
  lng: z.number(POSITION_MESSAGES.longitude).min(-180, POSITION_MESSAGES.longitude).max(180, POSITION_MESSAGES.longitude),
});
