import type { Request } from 'firebase-functions/v2/https';
import { AGENCY_SITEMAP_PATH } from '@homehaven/domain/agency-profile';
import { agencyPage } from './agency-page';
import { agencySitemap } from './agency-sitemap';
import { pricingPage } from './pricing-page';
import { propertiesPage } from './properties-page';
import { signedInPage } from './signed-in-page';
import type { PageResponse } from './send-html';

/**
 * The `pages` function: what Hosting rewrites to it (firebase.json), by address. An agency's page
 * (`/agencies/**`), the agencies' sitemap, the signed-in pages rendered per request (`/dashboard/...`,
 * a listing's `/DetailsPage/...`),
 * Pricing (`/pricing`), and All properties (`/properties`, the rest). GET and HEAD only.
 */
export async function servePage(req: Request, res: PageResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).send('Method Not Allowed');
    return;
  }
  if (req.path === AGENCY_SITEMAP_PATH) return agencySitemap(req, res);
  if (req.path.startsWith('/agencies/')) return agencyPage(req, res);
  if (req.path === '/pricing') return pricingPage(req, res);
  if (req.path === '/dashboard' || req.path.startsWith('/dashboard/') || req.path.startsWith('/DetailsPage/')) return signedInPage(req, res);
  return propertiesPage(req, res);
}
