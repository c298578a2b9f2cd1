import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { getMigrations } from 'better-auth/db/migration';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/index.js';
import { type AppContext, type AppServices, registerModules, startModuleWorkers } from './app-module.js';
import type { Env } from './config/env.js';
import { migrateToLatest } from './db/migrate.js';
import { registerErrorHandling, type SpaFallback } from './errors.js';
import { fastifyTrustProxy } from './http/client-address.js';
import { capConnectionsPerAddress, connectionLimitsOf, serverTimeoutOptions } from './http/connection-limits.js';
import { DEFAULT_BODY_LIMIT, registerJsonBodies } from './http/json-body.js';
import { createPresentPages } from './http/present-page.js';
import { registerRequestSafety } from './http/request-safety.js';
import { createReviewPages } from './http/review-page.js';
import { registerRouteAccess } from './http/route-access.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createSignedInPages } from './http/signed-in-page.js';
import { createWebShell, PAGE_BOOT_SOURCE, pageEncoder } from './http/web-shell.js';
import { createAuth } from './modules/auth/auth.js';
import { createAuthLogger } from './modules/auth/auth-log.js';
import { resolveOidcConfig } from './modules/auth/oidc-config.js';
import { APP_MODULES } from './modules/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the modules gave, for scripts, benchmarks and tests that seed data. */
    services: AppServices;
  }
}

export interface BuildAppOptions {
  env: Env;
  adapters: Adapters;
  /** A pino logger; none (silent) in tests. */
  logger?: FastifyBaseLogger;
  /** Folder of the built web app; served with history fallback when it exists. */
  webDist?: string;
  /** The web app's server bundle (renders Projects with the user's data); default: `dist-ssr/prerender.js` beside `webDist`. */
  webSsr?: string;
  /** Run the durable generation worker in this process (server.ts; tests start their own). */
  startWorkers?: boolean;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the Fastify app (no listen): database migrated, auth mounted, API routes, the SPA. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, adapters } = opts;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const limits = connectionLimitsOf(env);
  const app = Fastify({
    // Headers, request and keep-alive timeouts: a slow client cannot hold a connection open forever.
    ...serverTimeoutOptions(limits),
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    // request.ip is the client the trusted proxies name (the socket's address when TRUST_PROXY is off).
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // Per route: what it needs (FORM_BODY_LIMIT where a form may carry images as JSON).
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // Request lines off: errors are logged by the error handler with their context.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
  });
  capConnectionsPerAddress(app.server, limits.maxConnectionsPerAddress, env.TRUST_PROXY);
  // Each request's log lines name its client as TRUST_PROXY yields it (behind a proxy, not the proxy).
  if (opts.logger) {
    app.addHook('onRequest', async (request) => {
      request.log = request.log.child({ client: request.ip });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: Fastify gives each plugin the error handler in force when it registers.
  const webDist = opts.webDist ?? DEFAULT_WEB_DIST;
  const serveWeb = existsSync(`${webDist}/index.html`);
  registerErrorHandling(app, { spaFallback: serveWeb ? webPages(app, webDist, opts.webSsr) : null });
  const origins = trustedOrigins(publicUrl, env);
  // Before any route too: it installs the cross-site and control-character rules on each one.
  registerRequestSafety(app, { trustedOrigins: origins });
  // And this: every route declares who may call it (config.access), or the app does not start.
  registerRouteAccess(app);
  const oidc = resolveOidcConfig(env);
  const auth = createAuth({
    dialect: adapters.database.dialect,
    secret: adapters.authSecret,
    publicUrl,
    trustedOrigins: origins,
    mailer: adapters.mailer,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    logger: createAuthLogger(app.log),
    oidc,
    passwordSignIn: env.PASSWORD_SIGN_IN === 'on',
  });
  await prepareDatabase(adapters, auth.options);

  const https = publicUrl.startsWith('https:');
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: cspDirectives(env, https) }, hsts: https });
  // gzip/brotli for JSON, HTML, JS and CSS; images are already compressed and pass through.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: env.UPLOAD_MAX_BYTES, files: 4, fields: 64, parts: 80 } });

  // The modules, in the order of their list (modules/index.ts): each gives the services the ones after it need.
  const services: Partial<AppServices> = {};
  app.decorate('services', services as AppServices);
  const ctx: AppContext = { app, env, adapters, db: adapters.database.db, publicUrl, auth, oidc };
  await registerModules(ctx, APP_MODULES, services);
  if (opts.startWorkers) {
    for (const worker of startModuleWorkers(ctx, APP_MODULES, services)) app.addHook('onClose', async () => worker.stop());
  }

  if (serveWeb) await registerWeb(app, webDist);
  return app;
}

/**
 * The page for a GET no route takes: a review link's or a Present link's page (with the link's view),
 * a signed-in page rendered with the user's data, or the web app's shell.
 */
function webPages(app: FastifyInstance, webDist: string, webSsr = join(webDist, '../dist-ssr/prerender.js')): SpaFallback {
  const shell = createWebShell(webDist);
  const signedInPage = createSignedInPages(app, webSsr);
  const reviewPage = createReviewPages(app, webSsr);
  const presentPage = createPresentPages(app, webSsr);
  return async (request) => {
    const accepts = request.headers['accept-encoding'];
    // A review link's page carries the link's view: for this request only, like a signed-in page.
    const review = await reviewPage(request);
    const reviewed = review && shell.review(review);
    if (reviewed) return { ...pageEncoder.once(reviewed, accepts), personal: true };
    const present = await presentPage(request);
    const presented = present && shell.present(present);
    if (presented) return { ...pageEncoder.once(presented, accepts), personal: true };
    const rendered = await signedInPage(request);
    const personal = rendered && shell.rendered(rendered);
    if (personal) return { ...pageEncoder.once(personal, accepts), personal: true };
    return pageEncoder.encode(shell.page(request.url, request.headers.cookie), accepts);
  };
}

/** better-auth's tables first (ours reference "user"), then Loci's versioned migrations. */
async function prepareDatabase(adapters: Adapters, authOptions: Parameters<typeof getMigrations>[0]): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions);
  await runMigrations();
  await migrateToLatest(adapters.database.db);
}

/** The app's own origins; Vite's dev server (:5173, `npm run dev`) only in development. */
function trustedOrigins(publicUrl: string, env: Env): string[] {
  const own = [publicUrl, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return env.NODE_ENV === 'development' ? [...own, 'http://localhost:5173', 'http://127.0.0.1:5173'] : own;
}

function cspDirectives(env: Env, https: boolean): Record<string, string[] | null> {
  const tileOrigin = safeOrigin(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'));
  const tiles = tileOrigin ? [...new Set([tileOrigin, tileOrigin.replace('://a.', '://*.')])] : [];
  const imgSrc = ["'self'", 'data:', 'blob:', ...tiles];
  return {
    defaultSrc: ["'self'"],
    imgSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The one inline script: it starts the scripts of a page painted from its HTML (web-shell.ts).
    scriptSrc: ["'self'", PAGE_BOOT_SOURCE],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Hashed assets are immutable; index.html is always revalidated. */
async function registerWeb(app: FastifyInstance, root: string): Promise<void> {
  // The web app's files are public. @fastify/static takes no route config, so its routes (the last
  // ones registered) are declared by this hook; the access check runs once every route is in.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? { kind: 'public' } };
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const hashed = /[/\\]assets[/\\]/.test(path);
      // @fastify/static 10 hands over the Fastify reply (not the raw response).
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
