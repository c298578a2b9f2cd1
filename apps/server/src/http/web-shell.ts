import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_BOOT_SCRIPT, PARKED_PRELOAD_REL, PARKED_SCRIPT_TYPE } from '@loci/shared';
import { createTextEncoder } from '../lib/encoded-text.js';
import { sessionKey } from '../modules/auth/index.js';
import type { RenderedPresent } from './present-page.js';
import type { RenderedReview } from './review-page.js';
import { type RenderedPage, rememberedWorkspace } from './signed-in-page.js';

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/** The session read the auth client starts with: asked for with the page, with the cookie. */
const SESSION_READ = '/api/auth/get-session';
/** The projects listing Projects starts with: asked for with the page when the request carries a session. */
const LISTING_READ = '/api/projects/';
/** The project Present starts with (a pattern path's read, filled per request from the path). */
const PROJECT_READ = '/api/projects/:projectId/';
/** API reads a first page makes before anything else, fetched with the page. */
const FIRST_READS = new Set([SESSION_READ, LISTING_READ, PROJECT_READ]);
/** Where the page's listing link goes; filled per request. */
const LISTING_SLOT = '<!--loci:listing-->';
/** Where the page's project link goes; filled per request. */
const PROJECT_SLOT = '<!--loci:project-->';
/** A project id as a path may carry it into a link (ids are UUIDs; anything else gets no link). */
const PROJECT_ID = /^[\w-]{1,64}$/;
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/** A JSON file of the build, or an empty record when an older build has none. */
function readBuildRecord(root: string, file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The listing a signed-in page starts with, announced with the page so it is on its way while the
 * script loads and the session is read. Without a session cookie there is nothing to list (it
 * would be a 401). The remembered workspace's id is sent back only when it is an id.
 */
function listingLink(cookie: string | undefined): string {
  if (!cookie || !sessionKey({ cookie })) return '';
  const workspace = rememberedWorkspace(cookie);
  const href = workspace ? `${LISTING_READ}?workspace=${workspace}` : LISTING_READ;
  return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
}

/**
 * The project a signed-in page (Present) starts with, announced with the page like the listing.
 * Without a session cookie, or for an id that is not one, nothing.
 */
function projectLink(cookie: string | undefined, projectId: string | undefined): string {
  if (!cookie || !sessionKey({ cookie }) || !projectId || !PROJECT_ID.test(projectId)) return '';
  return `<link rel="preload" as="fetch" crossorigin href="/api/projects/${projectId}/">`;
}

/** A first page's path with `:name` segments (`/projects/:projectId/present`) as a matcher of request paths. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * A prerendered page's stylesheets go inside the HTML (a few KB), so painting it waits for no
 * other request. Each keeps a link of the same file that is never fetched: it tells the build's
 * module preloader, which looks for `link[rel=stylesheet]` by href, that the styles are in. Its
 * type is not CSS (`INLINED_TYPE`): a browser fetches no stylesheet of a type it cannot apply,
 * while `disabled` alone no longer stops Chromium's preload scanner (Chromium 150 fetches it).
 */
/** The type of a stylesheet link whose styles are inlined beside it (not CSS: never fetched). */
export const INLINED_TYPE = 'text/x-inlined';

function inlineStylesheets(root: string, html: string): string {
  return html.replace(STYLESHEET, (link, crossorigin: string | undefined, href: string) => {
    let css: string;
    try {
      css = readFileSync(join(root, href), 'utf8');
    } catch {
      return link; // an incomplete build: the browser fetches it
    }
    if (css.includes('</')) return link; // never happens with built CSS; it could end the element early
    return `<style>${css}</style><link rel="stylesheet" type="${INLINED_TYPE}"${crossorigin ?? ''} href="${href}" disabled>`;
  });
}

/**
 * The head link announcing one of a first page's files. Each link's mode matches the request the
 * app then makes, or the browser would not reuse it: better-auth's fetch sends credentials,
 * `apiFetch` same-origin ones, and the module preloader adds stylesheets with `crossorigin`.
 * `stylesheet`: the page shows its screen at once, so its styles apply rather than wait.
 */
function headLink(file: string, stylesheet: boolean): string {
  if (file === LISTING_READ) return LISTING_SLOT; // filled per request (`listingLink`)
  if (file === PROJECT_READ) return PROJECT_SLOT; // filled per request (`projectLink`)
  if (file === SESSION_READ) return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${file}">`;
  if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="${file}">`;
  return stylesheet ? `<link rel="stylesheet" href="${file}">` : `<link rel="preload" as="style" crossorigin href="${file}">`;
}

/** The resource hints React writes at the start of its markup. */
const LEADING_LINKS = /^(?:<link [^<>]*>)+/;
/** Among them, the images asked for with high priority. */
const FIRST_IMAGES = /<link rel="preload" as="image"[^<>]*fetchpriority="high"[^<>]*>/gi;
/** A form field in prerendered markup. */
const FORM_FIELD = /<(input|textarea|select)\b/i;
/** Where a page rendered with data starts its (parked) scripts. */
const SCRIPTS_START = `<script type="${PARKED_SCRIPT_TYPE}"`;

/** A client's review link: answered with the review's own page (`review.html`, its own small entry). */
const REVIEW_PATH = /^\/review\/[A-Za-z0-9_-]{43}$/;

/** Where the review page looks for the link's view the server read (the web app's `REVIEW_VIEW_ELEMENT`). */
const REVIEW_VIEW_ELEMENT = 'loci-review-view';

/** Where Present's page looks for the project the server read (`present-main.tsx`). */
const PRESENT_PROJECT_ELEMENT = 'loci-present-project';

/** Where the web app looks for a server-rendered page's data (its `FIRST_PAGE_ELEMENT`). */
const FIRST_PAGE_ELEMENT = 'loci-first-page';

/** The HTML the web app starts from: per request URL, and for a signed-in page rendered with the user's data. */
export interface WebShell {
  page(url: string, cookie?: string): string;
  /** The page of a signed-in first page rendered on the server (`signed-in-page.ts`); null when the build has none for it. */
  rendered(page: RenderedPage): string | null;
  /** A client's review link rendered on the server (`review-page.ts`); null when the build has no review page. */
  review(page: RenderedReview): string | null;
  /** Present rendered on the server (`present-page.ts`); null when the build has no Present page. */
  present(page: RenderedPresent): string | null;
}

/** The Content-Security-Policy source that allows the inline script starting a page painted from its HTML (`PAGE_BOOT_SCRIPT`). */
export const PAGE_BOOT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/**
 * A page that shows its screen from the HTML parks its scripts and asks for them once the first
 * frame has painted (`PAGE_BOOT_SCRIPT`): they take the page over but show nothing new, so its
 * fonts and the first card's images come first (on HTTP/1.1 a browser opens only six connections
 * to a server, and a slow one shares little bandwidth). Clicks on its buttons meanwhile are held.
 */
function parkScripts(html: string): string {
  return withBootScript(
    html
      .replaceAll('<script type="module" ', `<script type="${PARKED_SCRIPT_TYPE}" `)
      .replaceAll('<link rel="modulepreload" ', `<link rel="${PARKED_PRELOAD_REL}" `),
  );
}

/**
 * The boot script alone (scripts not parked): a page with form fields still holds its buttons'
 * clicks until its screen has hydrated. Otherwise a click before the scripts ran would submit the
 * form natively, as a GET: the page reloads with the fields (a password) in its address.
 */
function withBootScript(html: string): string {
  return html.replace('</body>', () => `<script>${PAGE_BOOT_SCRIPT}</script></body>`);
}

/**
 * The page of a signed-in first page rendered with the user's data: the screen shows from the
 * HTML, so its styles are inline, its listing is in the page (not announced) and its scripts are parked.
 */
function withDataTemplate(root: string, html: string): string {
  return parkScripts(inlineStylesheets(root, html).replace(LISTING_SLOT, ''));
}

/**
 * The page of a client's review link (`review.html`): an entry with the review and the presenter
 * alone; likewise Present's (`present.html`). Its stylesheets are inlined, so the first paint waits for no other request; null when
 * the build has none (the app's own page then serves the link, as it routes /review/:token too).
 */
function readReviewPage(root: string, file: string): string | null {
  let page: string;
  try {
    page = readFileSync(join(root, file), 'utf8');
  } catch {
    return null;
  }
  return page.includes(ROOT) ? inlineStylesheets(root, page) : null;
}

/**
 * The HTML the web app starts from, per request URL.
 *
 * - `route-preloads.json` lists, for the first pages people open (/login, /register, /projects…),
 *   the screen's chunks and styles; they are announced in the page's head, so the browser fetches
 *   them with the entry rather than after it has run. A signed-in page also lists the reads it
 *   starts with (the session; Projects' listing, per request), preloaded as fetches the app reuses.
 * - `prerendered.json` holds the markup those pages first render (built once by React from the
 *   same components). It is sent inside `#root` — with the screen's styles as stylesheets when the
 *   markup shows the screen (not for a signed-in page's "Loading...") — so the page paints before
 *   any script runs; the browser then hydrates it. Its stylesheets are inlined (`inlineStylesheets`).
 *   A URL with a query string (`/login?verified=1`, `?from=`) renders something else first, so it
 *   gets the empty root.
 *
 * - A client's review link (`/review/<token>`) gets `review.html` (`readReviewPage`).
 *
 * Every other path gets index.html as built.
 */
export function createWebShell(root: string): WebShell {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const reviewPage = readReviewPage(root, 'review.html');
  const presentPage = readReviewPage(root, 'present.html');
  const preloads = readBuildRecord(root, 'route-preloads.json');
  const prerendered = readBuildRecord(root, 'prerendered.json');
  const pages = new Map<string, { linked: string; rendered: string | null }>();
  // First pages by pattern (Present of any project): their files announced, nothing prerendered.
  const patterns: { match: RegExp; linked: string }[] = [];
  // Signed-in pages with the user's data: the screen shows at once (its styles inline), its listing is in the page.
  const withData = new Map<string, string>();
  for (const [path, files] of Object.entries(preloads)) {
    if (!Array.isArray(files)) continue;
    const assets = files.filter(
      (f): f is string => typeof f === 'string' && (ASSET.test(f) || FIRST_READS.has(f)) && !html.includes(`"${f}"`),
    );
    if (path.includes('/:')) {
      patterns.push({
        match: pathPattern(path),
        linked: html.replace('</head>', `${assets.map((f) => headLink(f, false)).join('')}</head>`),
      });
      continue;
    }
    const page = prerendered[path] as { html?: unknown; screenStyles?: unknown } | undefined;
    const rendered = typeof page?.html === 'string' && html.includes(ROOT) ? page.html : null;
    const head = (stylesheet: boolean) => html.replace('</head>', `${assets.map((f) => headLink(f, stylesheet)).join('')}</head>`);
    if (rendered !== null && page?.screenStyles === false) withData.set(path, withDataTemplate(root, head(true)));
    // A screen painted from the HTML (/login) parks its scripts; "Loading..." (a signed-in page) shows
    // nothing to wait for. A screen with form fields starts its scripts at once (the sooner a person
    // typing is in the app, the better) but holds its buttons' clicks like a parked one.
    const screen = page?.screenStyles === true;
    const form = rendered !== null && FORM_FIELD.test(rendered);
    const park = screen && rendered !== null && !form;
    const prerenderedPage = (template: string) =>
      template.replace(ROOT, () => `<div id="root" data-prerendered="${path}">${rendered}</div>`);
    pages.set(path, {
      linked: head(false),
      rendered:
        rendered === null
          ? null
          : prerenderedPage(
              park
                ? parkScripts(inlineStylesheets(root, head(true)))
                : form
                  ? withBootScript(inlineStylesheets(root, head(screen)))
                  : inlineStylesheets(root, head(screen)),
            ),
    });
  }
  return {
    page(url, cookie) {
      const query = url.indexOf('?');
      const path = (query === -1 ? url : url.slice(0, query)).replace(/\/+$/, '') || '/';
      if (reviewPage !== null && REVIEW_PATH.test(path)) return reviewPage;
      const page = pages.get(path);
      if (!page) {
        for (const { match, linked } of patterns) {
          const found = match.exec(path);
          if (found) return linked.replace(PROJECT_SLOT, () => projectLink(cookie, found.groups?.projectId));
        }
        return html;
      }
      const sent = query === -1 && page.rendered !== null ? page.rendered : page.linked;
      return sent.includes(LISTING_SLOT) ? sent.replace(LISTING_SLOT, () => listingLink(cookie)) : sent;
    },
    review({ markup, view }) {
      if (reviewPage === null) return null;
      const json = JSON.stringify(view).replaceAll('<', '\\u003c');
      // Painted from the HTML: its scripts wait for the first frame (`parkScripts`).
      return parkScripts(reviewPage).replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered="review">${markup}</div><script type="application/json" id="${REVIEW_VIEW_ELEMENT}">${json}</script>`,
      );
    },
    present({ markup, project }) {
      if (presentPage === null) return null;
      const json = JSON.stringify(project).replaceAll('<', '\\u003c');
      return parkScripts(presentPage).replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered="present">${markup}</div><script type="application/json" id="${PRESENT_PROJECT_ELEMENT}">${json}</script>`,
      );
    },
    rendered({ path, markup, data }) {
      const template = withData.get(path);
      if (!template) return null;
      // React announces the images the markup loads first ahead of it; the first card's (high
      // priority, the page's largest paint) go to the top of the head, before the scripts.
      const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
      const first = hints.match(FIRST_IMAGES) ?? [];
      const head = first.length ? template.replace(SCRIPTS_START, () => `${first.join('')}${SCRIPTS_START}`) : template;
      // Inside <script>, "<" is the one character that could end the element (`</script>`, `<!--`): JSON writes it escaped.
      const json = JSON.stringify(data).replaceAll('<', '\\u003c');
      return head.replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered="${path}">${markup}</div><script type="application/json" id="${FIRST_PAGE_ELEMENT}">${json}</script>`,
      );
    },
  };
}

/**
 * First pages compressed as the browser accepts them, each distinct page once (a handful of paths
 * × the listing link). The web shell answers from the not-found handler, which `@fastify/compress`
 * (a per-route hook) never sees; with its stylesheets inline a first page is ~23 KB, ~6 KB compressed.
 */
export const pageEncoder = createTextEncoder(64);
