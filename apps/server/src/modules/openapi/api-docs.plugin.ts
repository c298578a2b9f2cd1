import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The Inter files the page's text uses (from @fontsource/inter, already a server dependency): Latin and Latin Extended. */
const FONT_FILE = /^inter-latin(-ext)?-(400|500|600|700)-normal\.woff2$/;
const FONT_WEIGHTS = [400, 500, 600, 700];
const LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

/** Inter from the app itself (Scalar's own fonts come from its CDN, which the page does not load), and a local monospace. */
const FONT_CSS = FONT_WEIGHTS.flatMap((weight) => [
  `@font-face { font-family: 'Inter'; font-style: normal; font-display: swap; font-weight: ${weight}; src: url('/api/docs/fonts/inter-latin-ext-${weight}-normal.woff2') format('woff2'); unicode-range: ${LATIN_EXT}; }`,
  `@font-face { font-family: 'Inter'; font-style: normal; font-display: swap; font-weight: ${weight}; src: url('/api/docs/fonts/inter-latin-${weight}-normal.woff2') format('woff2'); }`,
]).concat(
  ":root { --scalar-font: 'Inter', system-ui, sans-serif; --scalar-font-code: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; }",
);

/** The app's mark (as the web app's pages have it), inline: img-src allows data:, and the browser asks for no /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23B5532E'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' text-anchor='middle' fill='%23F7F6F2'%3EL%3C/text%3E%3C/svg%3E";

/**
 * The page's policy: scripts only from the app and the page's own inline start-up script, allowed
 * by its hash (`'sha256-…'`, never 'unsafe-inline'); fonts only from the app. Scalar sets inline
 * styles as it renders, so styles keep 'unsafe-inline' (they cannot run code).
 */
export function docsCsp(scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The sha256 hashes of a page's inline scripts (those without `src`), as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}

async function fontsRoute(app: FastifyInstance): Promise<void> {
  const dir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>('/api/docs/fonts/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FONT_FILE.test(file)) return reply.status(404).send({ code: 'NOT_FOUND', error: 'No such font.' });
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = await readFile(join(dir, file));
      cache.set(file, bytes);
    }
    return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=604800, immutable').send(bytes);
  });
}

/**
 * The interactive reference at /api/docs (Scalar), reading /api/openapi.json. Everything it loads
 * comes from the app: Scalar's script (from its package), Inter (from @fontsource/inter); its
 * policy allows its one inline script by hash. Its package is imported here only, so it costs the
 * web app's pages nothing; its routes are public and left out of the document.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? { kind: 'public' } };
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const html = typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', docsCsp(html ? inlineScriptHashes(payload) : []));
    return payload;
  });
  await app.register(fontsRoute);
  const { default: reference } = await import('@scalar/fastify-api-reference');
  await app.register(reference, {
    routePrefix: '/api/docs',
    configuration: {
      url: '/api/openapi.json',
      title: 'Loci API',
      pageTitle: 'Loci API reference',
      withDefaultFonts: false,
      customCss: FONT_CSS.join('\n'),
      // Nothing from Scalar's services: no telemetry, no AI chat, no hosted MCP, no developer toolbar.
      telemetry: false,
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      favicon: FAVICON,
    },
    logLevel: 'silent',
  });
}
