import type { Request } from 'firebase-functions/v2/https';
import { agencyProfilePath } from '@homehaven/domain/agency-profile';
import { AGENCY_TEMPLATE_FILE, fillTemplate, type RenderedAnswer } from '@homehaven/domain/rendered-page';
import { readAgencyProfile } from '../agencies/public-agency';
import { isDocId } from '../http/parse';
import { logs } from '../logs';
import { sendHtml, type PageResponse } from './send-html';
import { pageTemplate, serverRender } from './server-render';

/** The agency an address names: `/agencies/{uid}` (one segment, decoded), or null for any other address under /agencies/. */
export function agencyUidOf(path: string): string | null {
  const segment = /^\/agencies\/([^/]+)\/?$/.exec(path)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * GET /agencies/{uid} (a Hosting rewrite): the agency's public page rendered with its profile, agents
 * and first listings, read as `GET /agencies/{uid}` reads them, that answer in its head for the app to
 * hydrate with, and its own title, description, canonical address and link previews
 * (docs/decisions.md "The public agency page"). An unknown agency (or any other address under
 * /agencies/) answers 404 with the not-found page. A failed read or render answers the template,
 * whose frame loads the agency itself.
 */
export async function agencyPage(req: Request, res: PageResponse): Promise<void> {
  const template = await pageTemplate(AGENCY_TEMPLATE_FILE);
  try {
    const render = await serverRender();
    const uid = agencyUidOf(req.path);
    // An id that could name no document is unknown without a read (as the facade's docIdParam).
    const data: RenderedAnswer | null = uid === null ? null : { path: agencyProfilePath(uid), answer: isDocId(uid) ? await readAgencyProfile(uid) : null };
    const body = await render.renderRoute(req.originalUrl, data);
    const { head, meta } = render.agencyPageHead(data);
    sendHtml(req, res, fillTemplate(template, head, body, meta), data?.answer ? 200 : 404);
  } catch (error) {
    logs.pageRenderFailed(req.path, error);
    sendHtml(req, res, template);
  }
}
