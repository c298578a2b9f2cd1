import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A client's review link, as the page path carries it. */
const REVIEW_PAGE = /^\/review\/([A-Za-z0-9_-]{43})\/?$/;

/** The web app's server bundle (`apps/web/dist-ssr/prerender.js`), as far as the review page uses it. */
interface ReviewRenderer {
  renderReviewPage(token: string, view: unknown): Promise<string>;
}

/** A review link's first screen rendered for one request: the markup of `#root` and the view it was rendered from. */
export interface RenderedReview {
  markup: string;
  view: unknown;
}

/**
 * A client's review link, rendered on the server from the link's view, so the page paints its
 * first screen (the name form) from the HTML and the app starts from the same view instead of
 * reading it after its script: clients open these links cold, on phones.
 *
 * Only for a GET of the page itself, without a query. The view is read through its API route
 * (`inject`: the same link checks, rate limit and answer as the app's own read, from the client's
 * address and without cookies, as the app reads it). A link with a passcode, an expired or
 * revoked one, no server bundle or a render that throws give null: the page goes out as built
 * and the app reads the view itself (and says what is wrong).
 */
export function createReviewPages(app: FastifyInstance, ssrEntry: string): (request: FastifyRequest) => Promise<RenderedReview | null> {
  let renderer: Promise<ReviewRenderer | null> | undefined;
  const load = () => {
    renderer ??= existsSync(ssrEntry)
      ? import(pathToFileURL(ssrEntry).href).then(
          (module: Partial<ReviewRenderer>) => (typeof module.renderReviewPage === 'function' ? (module as ReviewRenderer) : null),
          (err: unknown) => {
            app.log.warn({ err }, 'the web app server bundle did not load: review pages are rendered in the browser');
            return null;
          },
        )
      : Promise.resolve(null);
    return renderer;
  };

  return async (request) => {
    const token = request.url.includes('?') ? undefined : REVIEW_PAGE.exec(request.url)?.[1];
    if (!token) return null;
    const render = await load();
    if (!render) return null;
    try {
      const read = await app.inject({
        method: 'GET',
        url: `/api/review/${token}`,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      if (read.statusCode !== 200) return null;
      const view: unknown = read.json();
      return { markup: await render.renderReviewPage(token, view), view };
    } catch (err) {
      request.log.warn({ err }, 'review page not rendered on the server');
      return null;
    }
  };
}
