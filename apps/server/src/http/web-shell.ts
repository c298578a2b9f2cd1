import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/** API reads a first page makes before anything else, fetched with the page (the auth client's, with the cookie). */
const FIRST_READS = new Set(['/api/auth/get-session']);
const ROOT = '<div id="root"></div>';

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
 * The HTML the web app starts from, per request URL.
 *
 * - `route-preloads.json` lists, for the first pages people open (/login, /register, /projects…),
 *   the screen's chunks and styles; they are announced in the page's head, so the browser fetches
 *   them with the entry rather than after it has run. A signed-in page also lists the session
 *   read the auth client starts with, preloaded as a credentialed fetch the client then reuses.
 * - `prerendered.json` holds the markup those pages first render (built once by React from the
 *   same components). It is sent inside `#root` — with the screen's styles as stylesheets when the
 *   markup shows the screen (not for a signed-in page's "Loading...") — so the page paints before
 *   any script runs; the browser then hydrates it. A URL with a query string
 *   (`/login?verified=1`, `?from=`) renders something else first, so it gets the empty root.
 *
 * Every other path gets index.html as built.
 */
export function createWebShell(root: string): (url: string) => string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const preloads = readBuildRecord(root, 'route-preloads.json');
  const prerendered = readBuildRecord(root, 'prerendered.json');
  const pages = new Map<string, { linked: string; rendered: string | null }>();
  for (const [path, files] of Object.entries(preloads)) {
    if (!Array.isArray(files)) continue;
    const assets = files.filter(
      (f): f is string => typeof f === 'string' && (ASSET.test(f) || FIRST_READS.has(f)) && !html.includes(`"${f}"`),
    );
    const page = prerendered[path] as { html?: unknown; screenStyles?: unknown } | undefined;
    const rendered = typeof page?.html === 'string' && html.includes(ROOT) ? page.html : null;
    const link = (file: string, stylesheet: boolean) =>
      FIRST_READS.has(file)
        ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${file}">`
        : file.endsWith('.css')
          ? `<link rel="${stylesheet ? 'stylesheet' : 'preload'}"${stylesheet ? '' : ' as="style"'} href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`;
    const head = (stylesheet: boolean) => html.replace('</head>', `${assets.map((f) => link(f, stylesheet)).join('')}</head>`);
    pages.set(path, {
      linked: head(false),
      rendered:
        rendered === null
          ? null
          : head(page?.screenStyles === true).replace(ROOT, `<div id="root" data-prerendered="${path}">${rendered}</div>`),
    });
  }
  return (url) => {
    const query = url.indexOf('?');
    const path = (query === -1 ? url : url.slice(0, query)).replace(/\/+$/, '') || '/';
    const page = pages.get(path);
    if (!page) return html;
    return query === -1 && page.rendered !== null ? page.rendered : page.linked;
  };
}
