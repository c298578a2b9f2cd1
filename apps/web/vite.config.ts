import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Where `vite` (dev) and `vite preview` send /api; the API server listens on 3000 by default.
const apiTarget = process.env.LOCI_API_URL ?? 'http://localhost:3000';

const MESSAGES_PREFIX = 'virtual:loci-messages/';
/** A message without ICU syntax (as `src/lib/i18n/translator.ts` tells them apart). */
const PLAIN_MESSAGE = /^[^{}'<#]*$/;

/**
 * The message catalogues (`src/i18n/<locale>.json`, `{ id: ICU message }`) as modules of parsed
 * messages (`import('virtual:loci-messages/de')`): the browser never parses ICU, so the build
 * leaves FormatJS's parser out (`@formatjs/icu-messageformat-parser/no-parser` below).
 */
function messageCatalogues(): Plugin {
  return {
    name: 'loci-messages',
    resolveId(id) {
      return id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${MESSAGES_PREFIX}`)) return undefined;
      const locale = id.slice(MESSAGES_PREFIX.length + 1);
      if (!/^[a-zA-Z-]+$/.test(locale)) this.error(`loci-messages: no catalogue ${locale}`);
      const file = join(webRoot, 'src/i18n', `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // English plain texts are the code's own (`createTranslator`): only its ICU messages travel.
      const wanted = Object.entries(source).filter(([, message]) => locale !== 'en' || !PLAIN_MESSAGE.test(message));
      const parsed = Object.fromEntries(wanted.map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}

/** The browser bundle has only parsed messages (above): no ICU parser in it. */
const noParser = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }];

/** The Latin faces every page paints with (body and wordmark), preloaded so text does not reflow when they arrive. */
const PRELOADED_FONTS = /(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

function preloadFonts(): Plugin {
  return {
    name: 'loci-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONTS.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The first pages people open, by path, and the screen module each lazy-loads. The build writes
 * `route-preloads.json` (path → that screen's chunk and the chunks it imports); the server lists
 * them as modulepreload links in the HTML it sends for the path, so the screen downloads with the
 * entry instead of after it.
 */
const FIRST_PAGES: Record<string, string> = {
  '/login': 'src/features/auth/components/login-screen.tsx',
  '/register': 'src/features/auth/components/register-screen.tsx',
  '/forgot-password': 'src/features/auth/components/forgot-password-screen.tsx',
  '/projects': 'src/features/projects/components/projects-screen.tsx',
  // A pattern (`:name` segments): the server fills it per request. Not prerendered (it shows a project).
  '/projects/:projectId/present': 'src/features/present/components/present-screen.tsx',
};

/** Modules a first page loads on demand at once (not imports of its screen): announced with it all the same. */
const FIRST_PAGE_EXTRAS: Record<string, string[]> = {
  // The project read loads the shared schemas beside the request (`projectQuery`).
  '/projects/:projectId/present': ['packages/shared/src/project-model.read.ts'],
};

/** The pages above that need a session, and what each reads first: the session (better-auth's get-session), then its data. */
const SIGNED_IN_PAGES: Record<string, string[]> = {
  '/projects': ['/api/auth/get-session', '/api/projects/'],
  '/projects/:projectId/present': ['/api/auth/get-session', '/api/projects/:projectId/'],
};

/** A path with `:name` segments (filled per request), which the build cannot render. */
const isPattern = (path: string) => path.includes('/:');

function routePreloads(): Plugin {
  return {
    name: 'loci-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const preloads: Record<string, string[]> = {};
      for (const [path, source] of Object.entries(FIRST_PAGES)) {
        const screen = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${source}`));
        if (!screen) this.error(`route-preloads: no chunk for ${source}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = byFile.get(file);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
          for (const dep of chunk?.imports ?? []) visit(dep);
        };
        visit(screen.fileName);
        for (const extra of FIRST_PAGE_EXTRAS[path] ?? []) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${extra}`));
          if (!chunk) this.error(`route-preloads: no chunk for ${extra}`);
          visit(chunk.fileName);
        }
        preloads[path] = [...files].map((f) => `/${f}`);
        // Signed-in pages first ask who is signed in, then for their data: those requests start with
        // the page, not after the script (the server adds the listing's only for a signed-in request).
        preloads[path].push(...(SIGNED_IN_PAGES[path] ?? []));
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/**
 * The first pages (above) render without data (the sign-in pages; Projects' "Loading..." while the
 * session is read). The build renders them once with React (`src/prerender.tsx`) and writes
 * `prerendered.json` (path → `#root` markup); the server sends that markup inside the page, and the
 * browser hydrates it, so these pages paint with the HTML instead of after the JavaScript has run.
 * The same server bundle stays in `dist-ssr/` (beside `dist/`, which is served): for a signed-in
 * request the server renders Projects with the user's own data through it (`renderSignedInPage`).
 */
/** What the server needs per prerendered page: the markup, and whether it shows the screen (its styles then apply at once). */
type Prerendered = { html: string; screenStyles: boolean };

function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'loci-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = join(webRoot, 'dist-ssr');
      await build({
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
        plugins: [react(), messageCatalogues()],
        resolve: { alias: noParser },
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true },
        // Self-contained, with React's production build: the server does not set NODE_ENV, and
        // React's development build renders twice as slowly (and it is not what the browser runs).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      });
      const { prerenderPage } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
        prerenderPage: (path: string) => Promise<string>;
      };
      const pages: Record<string, Prerendered> = {};
      // A signed-in page is sent as "Loading..." (the session is unknown): its screen's styles stay preloads.
      for (const path of Object.keys(FIRST_PAGES).filter((p) => !isPattern(p)))
        pages[path] = { html: await prerenderPage(path), screenStyles: !(path in SIGNED_IN_PAGES) };
      writeFileSync(join(outDir, 'prerendered.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), messageCatalogues(), preloadFonts(), routePreloads(), prerenderPages()],
  // Tests and the dev server keep the parser: a screen rendered alone reads the English from the code.
  resolve: command === 'build' ? { alias: noParser } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A client's review link has its own page and entry (src/review-main.tsx): no router, no accounts.
    // So has Present opened cold (src/present-main.tsx).
    rollupOptions: {
      input: { index: join(webRoot, 'index.html'), review: join(webRoot, 'review.html'), present: join(webRoot, 'present.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
}));
