import { z } from 'zod';
import { isPosition, type Position } from './geo';
import { POSITION_MESSAGES } from './position-schema';

/**
 * The listing form's map position (docs/listings.md "Map"): latitude and longitude typed as text (or
 * written there by the pin, rounded with `roundCoordinate`), both or neither, checked against the
 * globe's bounds as `isPosition` and the rules check them.
 */

/**
 * What the map position field says: its field errors (a coordinate out of bounds in the facade's
 * words, position-schema.ts) and the geocoder's outcomes.
 */
export const POSITION_FORM_MESSAGES = {
  latitude: POSITION_MESSAGES.latitude,
  longitude: POSITION_MESSAGES.longitude,
  latitudeMissing: 'Type the latitude too, or clear both coordinates.',
  longitudeMissing: 'Type the longitude too, or clear both coordinates.',
  locationMissing: 'Type the location first, then find it on the map.',
  notFound: 'No place found for this location. Drag the pin or type the coordinates.',
  unavailable: 'The map search is unavailable. Drag the pin or type the coordinates.',
} as const;

/**
 * A decimal number of degrees: "30.2672", "-97.7431", "+4", "12.", ".5", and the exponent form
 * `String()` gives a tiny stored coordinate ("1e-7"), so every stored position prefills as text that
 * reads back as exactly the same number. Not "30,5", "N30" or "0x1F".
 */
const DEGREES = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/**
 * The coordinate a text stands for, or null when it is not a number of degrees. Typed coordinates
 * are kept as typed (a stored one left alone must not change); the pin's are rounded where it is moved.
 */
export function parseCoordinate(text: string): number | null {
  const typed = text.trim();
  return DEGREES.test(typed) ? Number(typed) : null;
}

/** The position as typed: two texts, blank when not given. */
export interface PositionText {
  lat: string;
  lng: string;
}

/** No position (Add Property, or a listing without one). */
export const EMPTY_POSITION_TEXT: PositionText = { lat: '', lng: '' };

/** A stored position as form text (Update property prefills with it). */
export function positionFormText(position: Position | undefined): PositionText {
  return position ? { lat: String(position.lat), lng: String(position.lng) } : { ...EMPTY_POSITION_TEXT };
}

/**
 * The position field: text in, the position a listing stores out (undefined when both are blank).
 * Absent counts as blank, so a form from before the map still parses. Each problem goes on the field
 * a person fixes (`lat` or `lng`).
 */
export const positionFormSchema = z
  .object({ lat: z.string(), lng: z.string() })
  .optional()
  .transform((typed, ctx): Position | undefined => {
    const { lat, lng } = typed ?? EMPTY_POSITION_TEXT;
    const blankLat = lat.trim() === '';
    const blankLng = lng.trim() === '';
    if (blankLat && blankLng) return undefined;
    const position = { lat: parseCoordinate(lat), lng: parseCoordinate(lng) };
    const problems: [keyof PositionText, string][] = [];
    if (blankLat) problems.push(['lat', POSITION_FORM_MESSAGES.latitudeMissing]);
    else if (position.lat === null || !isPosition({ lat: position.lat, lng: 0 })) problems.push(['lat', POSITION_FORM_MESSAGES.latitude]);
    if (blankLng) problems.push(['lng', POSITION_FORM_MESSAGES.longitudeMissing]);
    else if (position.lng === null || !isPosition({ lat: 0, lng: position.lng })) problems.push(['lng', POSITION_FORM_MESSAGES.longitude]);
    for (const [field, message] of problems) ctx.addIssue({ code: 'custom', message, path: [field] });
    return problems.length === 0 && isPosition(position) ? position : z.NEVER;
  });
