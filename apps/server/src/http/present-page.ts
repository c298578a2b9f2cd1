import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionKey } from '../modules/auth/index.js';

/** Present of one project, as the page path carries it. */
const PRESENT_PAGE = /^\/projects\/([\w-]{1,64})\/present\/?(?:\?from=(?:canvas|presentation))?$/;

/** The web app's server bundle (`apps/web/dist-ssr/prerender.js`), as far as Present uses it. */
interface PresentRenderer {
  renderPresentPage(projectId: string, project: unknown): Promise<string>;
}

/** Present rendered for one request: the markup of `#root` and the project it was rendered from. */
export interface RenderedPresent {
  markup: string;
  project: unknown;
}

/**
 * Present opened cold (a designer's reload, a link to it), rendered on the server from the
 * project, so the title slide paints from the HTML instead of after the app's script, the session
 * and the project read.
 *
 * Only for a GET of the page with a session cookie (and no query but `from`). The project is read
 * through its API route (`inject`: the same session, access check and answer as the app's own
 * read). Signed out, a project the user may not open, no server bundle or a render that throws
 * give null: the app's page goes out, and the app signs in or says what is wrong.
 */
export function createPresentPages(app: FastifyInstance, ssrEntry: string): (request: FastifyRequest) => Promise<RenderedPresent | null> {
  let renderer: Promise<PresentRenderer | null> | undefined;
  const load = () => {
    renderer ??= existsSync(ssrEntry)
      ? import(pathToFileURL(ssrEntry).href).then(
          (module: Partial<PresentRenderer>) => (typeof module.renderPresentPage === 'function' ? (module as PresentRenderer) : null),
          (err: unknown) => {
            app.log.warn({ err }, 'the web app server bundle did not load: Present is rendered in the browser');
            return null;
          },
        )
      : Promise.resolve(null);
    return renderer;
  };

  return async (request) => {
    const projectId = PRESENT_PAGE.exec(request.url)?.[1];
    if (!projectId || !sessionKey(request.headers)) return null;
    const render = await load();
    if (!render) return null;
    try {
      const read = await app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}/`,
        headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
        remoteAddress: request.ip,
      });
      if (read.statusCode !== 200) return null;
      const project: unknown = read.json();
      return { markup: await render.renderPresentPage(projectId, project), project };
    } catch (err) {
      request.log.warn({ err }, 'Present not rendered on the server');
      return null;
    }
  };
}
