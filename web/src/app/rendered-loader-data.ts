import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What the loaders of the routes at `pathname` (loaded) answer, by route id: the router's hydration
 * data, so it renders the page as it was rendered rather than loading it again: on a signed-in page
 * rendered per request (the details page's loader answers from the page's reads).
 */
export async function renderedLoaderData(all: RouteObject[], pathname: string): Promise<Record<string, unknown>> {
  const url = new URL(window.location.href);
  const request = new Request(url);
  const answers = await Promise.all(
    (matchRoutes(all, pathname) ?? []).map(async ({ route, params }) => {
      if (typeof route.loader !== 'function' || route.id === undefined) return null;
      return [route.id, await route.loader({ request, url, pattern: route.path ?? '', params, context: undefined })] as const;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
