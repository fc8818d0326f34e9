import type { Request } from 'firebase-functions/v2/https';
import { PRICING_PATH } from '@homehaven/domain/pricing';
import { fillTemplate, PRICING_TEMPLATE_FILE, type RenderedAnswer } from '@homehaven/domain/rendered-page';
import { readPricing } from '../plans/pricing';
import { logs } from '../logs';
import { sendHtml, type PageResponse } from './send-html';
import { pageTemplate, serverRender } from './server-render';

/**
 * GET /pricing (a Hosting rewrite): the Pricing page rendered with the plans on sale, read as
 * `GET /plans` reads them, that answer in its head for the app to hydrate with (docs/plans.md "The
 * Pricing page"). Public and brief in caches, like the answer. A failed read or render answers the
 * template, whose frame loads the plans itself.
 */
export async function pricingPage(req: Request, res: PageResponse): Promise<void> {
  const template = await pageTemplate(PRICING_TEMPLATE_FILE);
  try {
    const render = await serverRender();
    const data: RenderedAnswer = { path: PRICING_PATH, answer: await readPricing() };
    const body = await render.renderRoute(req.originalUrl, data);
    sendHtml(req, res, fillTemplate(template, render.answerHead(data), body));
  } catch (error) {
    logs.pageRenderFailed(req.path, error);
    sendHtml(req, res, template);
  }
}
