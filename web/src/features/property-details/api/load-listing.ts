import { data, type LoaderFunctionArgs } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { listingFromDoc, toListing, type Listing } from '../../../lib/firebase/documents';
import { loadAuth } from '../../../lib/firebase/load';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { isRenderedLoaderContext, renderedLoad } from '../../../lib/rendered-loader';

/** The route's 404: a listing that does not exist, or that this viewer may not see (not public). */
function propertyNotFound() {
  return data(MESSAGES.property.notFound, { status: 404 });
}

/**
 * Route loader of /DetailsPage/{id}: the listing is read by id before the page shows (docs/product.md §4 Routes and guards).
 * Waits for the session first, so the rules see who asks: admins and the owning agent may open their
 * own non-public listing; for anyone else a pending, rejected or withdrawn listing is refused by the
 * rules and answers 404 like a missing one. Signed out, it reads nothing (the login guard redirects).
 * On a page rendered per request it answers the listing the render read, as the rules let the person
 * see it (docs/decisions.md "Signed-in pages rendered per request"); null (a spinner) while unread.
 */
export async function loadListing({ params, context }: LoaderFunctionArgs): Promise<Listing | null> {
  const id = params.id ?? '';
  const valid = /^[A-Za-z0-9]{1,100}$/.test(id);
  // The server's render never loads the SDKs: a malformed id is a 404 there at once.
  if (!valid && isRenderedLoaderContext(context)) throw propertyNotFound();
  const rendered = valid ? renderedLoad(context, `properties/${id}`, toListing) : undefined;
  if (rendered === 'unread') return null;
  if (rendered !== undefined) {
    if (rendered.value === null) throw propertyNotFound();
    return rendered.value;
  }
  const { auth } = await loadAuth();
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  if (!valid) throw propertyNotFound();
  // Refused by the rules reads as missing (the signed-in live worker answers null for both).
  const found = await (await loadSignedInLive()).readSignedInDocument(`properties/${id}`);
  if (found === null) throw propertyNotFound();
  return listingFromDoc(found);
}
