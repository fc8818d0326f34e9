import { TEXT_LIMITS } from './constants';

/**
 * Which picture addresses a document may hold, decided once for the forms, the facade and the rules
 * (docs/security-rules.md "Picture addresses"). A listing's pictures (cover, photos, floor plans,
 * panoramas) are always the image intake's own: what `POST /upload` answers (docs/facade.md "Image
 * intake"), and nothing else, so no `javascript:`, `data:` or foreign address ever reaches a page. A
 * profile picture may also be any https address (Google sign-in gives `https://lh3.googleusercontent.com/…`).
 *
 * The patterns are text, written for RE2 as well as JavaScript (no lookaround, no backreference, and
 * no backslash, so the text is the same inside a firestore.rules string literal): firestore.rules
 * returns these very texts (`productImageAddressPattern`, `httpsImageAddressPattern`), and a unit test
 * holds it to them. Each pattern is matched against the whole text, as the rules' `matches()` does.
 * No zod here (pictures are shown on pages that load no form): the schemas are in image-address-schema.ts.
 */

/** A UUID as `randomUUID()` writes it: the intake's stored names and download tokens. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The extensions the intake stores pictures under (functions/src/uploads/image-names.ts). */
export const INTAKE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'] as const;

const STORED_NAME = `${UUID_PATTERN}[.](${INTAKE_EXTENSIONS.join('|')})`;
/** The emulators' hosts: the Storage emulator, and the Functions emulator serving the fallback store. */
const LOOPBACK = 'http://(127[.]0[.]0[.]1|localhost):[0-9]{1,5}';

/**
 * An intake picture's address, in each form `POST /upload` answers: a Firebase Storage download URL
 * (in production on firebasestorage.googleapis.com, under the Storage emulator on its loopback host),
 * `{origin}/v0/b/{bucket}/o/images%2F{uuid}.{ext}?alt=media&token={uuid}`; or, under the emulator
 * without Storage, the facade's fallback store, `{origin}/{project}/{region}/api/images/{uuid}.{ext}`.
 */
export const PRODUCT_IMAGE_ADDRESS_PATTERN =
  `((https://firebasestorage[.]googleapis[.]com|${LOOPBACK})/v0/b/[a-z0-9._-]{3,222}/o/images%2F${STORED_NAME}[?]alt=media&token=${UUID_PATTERN}` +
  `|${LOOPBACK}/[a-z0-9-]{1,63}/[a-z0-9-]{1,63}/api/images/${STORED_NAME})`;

/** Any https address of a picture: a host, an optional port, then printable ASCII only (no space, no line break). */
export const HTTPS_IMAGE_ADDRESS_PATTERN = '(https://[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?([/?#][!-~]*)?)';

/** A profile picture's address: the intake's, or any https picture. */
export const PROFILE_IMAGE_ADDRESS_PATTERN = `(${PRODUCT_IMAGE_ADDRESS_PATTERN}|${HTTPS_IMAGE_ADDRESS_PATTERN})`;

const PRODUCT_IMAGE_ADDRESS = new RegExp(`^${PRODUCT_IMAGE_ADDRESS_PATTERN}$`);
const PROFILE_IMAGE_ADDRESS = new RegExp(`^${PROFILE_IMAGE_ADDRESS_PATTERN}$`);

/** What is said of a picture address the rule refuses. */
export const IMAGE_ADDRESS_MESSAGES = {
  notUploaded: 'Each picture must be one uploaded here: remove it and upload it again.',
  profile: 'A profile picture must be one uploaded here or an https address.',
} as const;

/** True for an address the image intake answers (a listing's pictures may be nothing else). */
export function isProductImageAddress(text: string): boolean {
  return text.length <= TEXT_LIMITS.url && PRODUCT_IMAGE_ADDRESS.test(text);
}

/** True for a profile picture's address: empty (no picture), the intake's, or an https address within the URL limit. */
export function isProfileImageAddress(text: string): boolean {
  return text === '' || (text.length <= TEXT_LIMITS.url && PROFILE_IMAGE_ADDRESS.test(text));
}

/**
 * A profile picture copied from elsewhere (the signed-in account's photo, a stored profile) as it may
 * be written: itself when the rule takes it, else none, so a copy never carries what the rule refuses.
 */
export function profileImageOrNone(text: string | null | undefined): string {
  return text && isProfileImageAddress(text) ? text : '';
}
