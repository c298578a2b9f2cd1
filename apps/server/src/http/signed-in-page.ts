import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionKey } from '../modules/auth/index.js';

/** The paths rendered with the user's own data (the web app's `FirstPage.path`). */
const SIGNED_IN_PAGES = new Set(['/projects']);
/** The workspace the browser last chose (the web app mirrors it from localStorage into this cookie). */
const WORKSPACE_COOKIE = /(?:^|;\s*)loci_workspace=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:;|$)/i;

/** The web app's `FirstPage`: what the page was rendered from, sent beside it for the app to start from. */
export interface FirstPage {
  path: string;
  user: { id: string; email: string; name: string; emailVerified?: boolean };
  workspace: string | null;
  projects: unknown[];
  workspaces: unknown[];
  at: number;
}

/** The web app's server bundle (`apps/web/dist-ssr/prerender.js`), as far as the server uses it. */
interface Renderer {
  renderSignedInPage(page: FirstPage): Promise<string>;
}

/** A signed-in page rendered for one request: the markup of `#root` and the data it was rendered from. */
export interface RenderedPage {
  path: string;
  markup: string;
  data: FirstPage;
}

/** The workspace id the request's cookie remembers, only when it is an id; null: the personal one. */
export function rememberedWorkspace(cookie: string | undefined): string | null {
  return (cookie && WORKSPACE_COOKIE.exec(cookie)?.[1]) || null;
}

/**
 * Projects, rendered on the server with the user's own listing, so the page paints its cards (and
 * starts their images) from the HTML instead of after the script, the session read and the listing.
 *
 * Only for a GET of the page itself, with a session cookie and no query. The listing and the
 * user's workspaces are read through their API routes (`inject`: the same access check, workspace
 * membership and cache as the app's own reads); the user is whoever the request is signed in as.
 * Anything else — no session, a workspace the user left, no server bundle (a build without it), a
 * render that throws — gives null, and the page goes out as before (prerendered, then read by the app).
 */
export function createSignedInPages(app: FastifyInstance, ssrEntry: string): (request: FastifyRequest) => Promise<RenderedPage | null> {
  let renderer: Promise<Renderer | null> | undefined;
  // Loaded on first use: React's server renderer and the app's screens cost memory only once someone opens Projects.
  const load = () => {
    renderer ??= existsSync(ssrEntry)
      ? import(pathToFileURL(ssrEntry).href).then(
          (module: Partial<Renderer>) => (typeof module.renderSignedInPage === 'function' ? (module as Renderer) : null),
          (err: unknown) => {
            app.log.warn({ err }, 'the web app server bundle did not load: signed-in pages are rendered in the browser');
            return null;
          },
        )
      : Promise.resolve(null);
    return renderer;
  };

  return async (request) => {
    const [path, query] = request.url.split('?', 2);
    const page = path.replace(/\/+$/, '') || '/';
    if (query !== undefined || !SIGNED_IN_PAGES.has(page) || !sessionKey(request.headers)) return null;
    const render = await load();
    if (!render) return null;
    try {
      const user = await app.authenticate(request);
      const workspace = rememberedWorkspace(request.headers.cookie);
      // The two reads the page starts with, through their routes (same checks, same caches as the app's own).
      const read = (url: string) =>
        app.inject({
          method: 'GET',
          url,
          headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
          remoteAddress: request.ip,
        });
      const [listing, memberships] = await Promise.all([
        read(workspace ? `/api/projects/?workspace=${workspace}` : '/api/projects/'),
        read('/api/workspaces/'),
      ]);
      if (listing.statusCode !== 200 || memberships.statusCode !== 200) return null;
      const { projects } = listing.json<{ projects: unknown[] }>();
      const { workspaces } = memberships.json<{ workspaces: unknown[] }>();
      const { id, email, name, emailVerified } = user;
      const data: FirstPage = { path: page, user: { id, email, name, emailVerified }, workspace, projects, workspaces, at: Date.now() };
      return { path: page, markup: await render.renderSignedInPage(data), data };
    } catch (err) {
      // Signed out (an expired or revoked cookie), or a render that failed: the page as everyone gets it.
      if ((err as { status?: number }).status !== 401) request.log.warn({ err }, 'signed-in page not rendered on the server');
      return null;
    }
  };
}
