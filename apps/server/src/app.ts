import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { getMigrations } from 'better-auth/db/migration';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eventBusFor } from './adapters/events/index.js';
import type { Adapters } from './adapters/index.js';
import { createSqlRateLimitStore } from './adapters/rate-limit/index.js';
import type { Env } from './config/env.js';
import { migrateToLatest } from './db/migrate.js';
import { registerErrorHandling } from './errors.js';
import { fastifyTrustProxy } from './http/client-address.js';
import { DEFAULT_BODY_LIMIT, registerJsonBodies } from './http/json-body.js';
import { createPresentPages } from './http/present-page.js';
import { registerRequestSafety } from './http/request-safety.js';
import { createReviewPages } from './http/review-page.js';
import { registerRouteAccess } from './http/route-access.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createSignedInPages } from './http/signed-in-page.js';
import { createWebShell, PAGE_BOOT_SOURCE, pageEncoder } from './http/web-shell.js';
import { assetRoutes } from './modules/assets/assets.routes.js';
import { type AssetService, createAssetService } from './modules/assets/assets.service.js';
import imageWorkPlugin from './modules/assets/image-work.plugin.js';
import { createAuth } from './modules/auth/auth.js';
import authPlugin from './modules/auth/auth.plugin.js';
import { authLimits } from './modules/auth/auth-limits.js';
import { createAuthLogger } from './modules/auth/auth-log.js';
import { meRoutes } from './modules/auth/me.routes.js';
import { resolveOidcConfig } from './modules/auth/oidc-config.js';
import { commentRoutes, commentsDb, createComments } from './modules/comments/index.js';
import { configRoutes } from './modules/config/config.routes.js';
import { credentialRoutes } from './modules/credentials/credentials.routes.js';
import { createExports } from './modules/export/export.js';
import { exportRoutes } from './modules/export/export.routes.js';
import {
  boardPageRestorer,
  boardSlotRestorer,
  createGeneration,
  createGenerationDataSource,
  type Generation,
} from './modules/generation/generation.js';
import { generationRoutes } from './modules/generation/generation.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createHistory, createSnapshots, historyRoutes, snapshotRoutes } from './modules/history/index.js';
import { keywordRoutes } from './modules/keywords/keywords.routes.js';
import { registerLive } from './modules/live/index.js';
import { exportDownloadRoutes } from './modules/mcp/export-download.routes.js';
import { mcpRoutes } from './modules/mcp/mcp.routes.js';
import { countProviderErrors, createMetrics } from './modules/metrics/metrics.js';
import { metricsPlugin } from './modules/metrics/metrics.plugin.js';
import {
  createMoodboardReads,
  createMoodboards,
  createSpaces,
  moodboardImageRestorer,
  moodboardPageRestorer,
  renderRestorer,
  type Spaces,
  spaceRoutes,
  withMoodboards,
} from './modules/moodboards/moodboards.js';
import { moodboardRoutes } from './modules/moodboards/moodboards.routes.js';
import type { MoodboardService } from './modules/moodboards/moodboards.service.js';
import { apiDocsRoutes } from './modules/openapi/api-docs.plugin.js';
import openApiPlugin from './modules/openapi/openapi.plugin.js';
import { photoRoutes } from './modules/photos/photos.routes.js';
import { createPhotoService } from './modules/photos/photos.service.js';
import { createBrandFiles } from './modules/projects/brand-files.js';
import { registerListingCache } from './modules/projects/listing-cache.js';
import { registerProjectScope } from './modules/projects/project-scope.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { createProjectService, type ProjectService } from './modules/projects/projects.service.js';
import { seedRoutes } from './modules/projects/seed.routes.js';
import {
  createReviewClient,
  createReviewDesigner,
  type ReviewRounds,
  reviewDb,
  reviewRoutes,
  startFeedbackMailPass,
} from './modules/review/index.js';
import { createTokenService, personalTokenIn, registerTokenWorkspaces, tokenRoutes } from './modules/tokens/index.js';
import { createWorkspaceService, registerWorkspaceAccess, workspaceRoutes } from './modules/workspaces/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for scripts, benchmarks and tests that seed data. */
    services: { assets: AssetService; projects: ProjectService; generation: Generation; moodboards: MoodboardService; spaces: Spaces };
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
  const app = Fastify({
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
  const shell = serveWeb ? createWebShell(webDist) : null;
  const signedInPage = createSignedInPages(app, opts.webSsr ?? join(webDist, '../dist-ssr/prerender.js'));
  const reviewPage = createReviewPages(app, opts.webSsr ?? join(webDist, '../dist-ssr/prerender.js'));
  const presentPage = createPresentPages(app, opts.webSsr ?? join(webDist, '../dist-ssr/prerender.js'));
  registerErrorHandling(app, {
    spaFallback: shell
      ? async (request) => {
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
        }
      : null,
  });
  const origins = trustedOrigins(publicUrl, env);
  // Before any route too: it installs the cross-site and control-character rules on each one.
  registerRequestSafety(app, { trustedOrigins: origins });
  // And this: every route declares who may call it (config.access), or the app does not start.
  registerRouteAccess(app);
  // Before any route as well: the OpenAPI document collects every route as it registers.
  await app.register(openApiPlugin, { publicUrl });
  // Before the routes that write: each write drops the kept Projects listings before it is answered.
  const listing = await registerListingCache(app, { database: adapters.database, ttlMs: env.LISTING_CACHE_MS });
  // Before the routes that write too: each write to a project that goes through is announced to its open screens.
  const { hub: live, registerRoutes: registerLiveRoutes } = await registerLive(app, {
    db: adapters.database.db,
    bus: eventBusFor(adapters.database),
    limits: {
      perUser: env.LIVE_MAX_STREAMS_PER_USER,
      perProcess: env.LIVE_MAX_STREAMS,
      heartbeatMs: env.LIVE_HEARTBEAT_MS,
      idleMs: env.LIVE_IDLE_MS,
      retentionMs: env.LIVE_EVENT_RETENTION_MS,
      sessionCacheMs: env.SESSION_CACHE_MS,
    },
    canView: (userId, projectId) => app.services.projects.requireAccess(userId, projectId, 'view').then(() => true),
  });
  // Before any route as well: it times every one. Only with METRICS_TOKEN set.
  const metrics = env.METRICS_TOKEN ? createMetrics({ db: adapters.database.db }) : null;
  if (metrics && env.METRICS_TOKEN) await app.register(metricsPlugin, { metrics, token: env.METRICS_TOKEN });
  const ai = metrics ? countProviderErrors(adapters.ai, metrics) : adapters.ai;

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
  const tokens = createTokenService({
    db: adapters.database.db,
    rateLimits: createSqlRateLimitStore(adapters.database.db),
    perMinute: env.RATE_LIMIT_TOKEN_PER_MINUTE,
  });
  await app.register(authPlugin, {
    auth,
    limits: authLimits(env),
    rateLimitStore: createSqlRateLimitStore(adapters.database.db),
    sessionCacheMs: env.SESSION_CACHE_MS,
    personalToken: async (authorization, use) => {
      const secret = personalTokenIn(authorization);
      return secret ? tokens.authenticate(secret, use) : null;
    },
  });
  registerTokenWorkspaces(app, adapters.database.db);
  await app.register(tokenRoutes, { tokens });
  await app.register(meRoutes);
  await app.register(imageWorkPlugin, {
    concurrency: env.IMAGE_CONCURRENCY,
    maxQueued: env.IMAGE_QUEUE_MAX,
    heavyPerUser: env.UPLOAD_HEAVY_PER_USER,
  });

  const db = adapters.database.db;
  const assets = createAssetService({
    db,
    storage: adapters.storage,
    limits: { maxBytes: env.UPLOAD_MAX_BYTES, maxPixels: env.UPLOAD_MAX_PIXELS },
    credentials: adapters.credentials,
  });
  // Boards come from the generation module, moodboards (and moodboards_count) from the moodboards module.
  const projects = createProjectService({ db, assets, data: withMoodboards(createGenerationDataSource(db), createMoodboardReads(db)) });
  const generation = createGeneration({
    db,
    assets,
    projects,
    ai,
    geocoder: adapters.geocoder,
    photoDownloader: adapters.photoDownloader,
    dailyQuota: { user: env.GENERATION_DAILY_QUOTA, workspace: env.WORKSPACE_DAILY_QUOTA },
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    onError: (err) => app.log.error({ err }, 'generation worker error'),
    onSlotSettled: ({ projectId, section, kind, idx }) =>
      void live
        .publish({ projectId, kind: 'slot.settled', payload: { section, kind, idx } })
        .catch((err) => app.log.warn({ err }, 'could not announce a settled slot')),
  });
  const moodboardDeps = {
    db,
    assets,
    projects,
    ai,
    geocoder: adapters.geocoder,
    dailyQuota: { user: env.GENERATION_DAILY_QUOTA, workspace: env.WORKSPACE_DAILY_QUOTA },
    limits: { maxBytes: env.UPLOAD_MAX_BYTES, maxPixels: env.UPLOAD_MAX_PIXELS },
  };
  const moodboards = createMoodboards(moodboardDeps);
  const spaces = createSpaces({ ...moodboardDeps, onError: (err) => app.log.error({ err }, 'space render worker error') });
  app.decorate('services', { assets, projects, generation, moodboards, spaces });
  registerWorkspaceAccess(app, db);
  registerProjectScope(app, projects, db);
  await app.register(assetRoutes, { assets });
  const brandFiles = createBrandFiles({ assets, storage: adapters.storage, documents: adapters.documents, maxBytes: env.UPLOAD_MAX_BYTES });
  await app.register(projectRoutes, { projects, brandFiles, storage: adapters.storage, listing });
  const workspaces = createWorkspaceService({ db, assets, mailer: adapters.mailer, publicUrl, dailyQuota: env.WORKSPACE_DAILY_QUOTA });
  await app.register(workspaceRoutes, {
    workspaces,
    inviteLimit: {
      store: createSqlRateLimitStore(db),
      perHour: env.RATE_LIMIT_INVITES_PER_HOUR,
      perWorkspaceDay: env.RATE_LIMIT_INVITES_PER_WORKSPACE_DAY,
    },
    requireVerifiedEmail: env.REQUIRE_EMAIL_VERIFICATION,
  });
  await app.register(keywordRoutes, {
    fetcher: adapters.websiteFetcher,
    documents: adapters.documents,
    geocoder: adapters.geocoder,
  });
  await app.register(geoRoutes, { geocoder: adapters.geocoder });
  await app.register(generationRoutes, { generation });
  await registerLiveRoutes();
  await app.register(moodboardRoutes, { moodboards });
  await app.register(spaceRoutes, { spaces: spaces.service });
  const restore = {
    board: boardSlotRestorer({ db, assets }),
    moodboard: moodboardImageRestorer({ db, assets }),
    render: renderRestorer({ db, assets }),
  };
  await app.register(historyRoutes, { history: createHistory({ db, restore, candidate: generation.candidate }) });
  const snapshots = createSnapshots({
    db,
    data: withMoodboards(createGenerationDataSource(db), createMoodboardReads(db)),
    restorePage: { board: boardPageRestorer({ db, assets }), moodboard: moodboardPageRestorer({ db, assets }) },
  });
  await app.register(snapshotRoutes, { snapshots });
  await app.register(photoRoutes, { photos: createPhotoService({ db, assets, projects }) });
  await app.register(credentialRoutes, {
    credentials: adapters.credentials,
    limit: { store: createSqlRateLimitStore(db), perMinute: 30 },
    maxBytes: env.UPLOAD_MAX_BYTES,
  });
  const exports = createExports({ db, assets, projects, writers: adapters.deckWriters, credentials: adapters.credentials });
  await app.register(exportRoutes, { exports });
  const reviewLinkRoutes: { method: string; url: string }[] = [];
  app.decorate('reviewLinkRoutes', reviewLinkRoutes);
  const review = createReview({
    env,
    adapters,
    generation,
    moodboards,
    publicUrl,
    rounds: snapshots,
    onFeedback: ({ projectId, pageId }) =>
      void live
        .publish({ projectId, kind: 'feedback.added', payload: { page_id: pageId } })
        .catch((err) => app.log.warn({ err }, 'could not announce feedback')),
  });
  await app.register(reviewRoutes, { ...review, linkRoutes: reviewLinkRoutes });
  const comments = createComments({
    db: commentsDb(db),
    data: withMoodboards(createGenerationDataSource(db), createMoodboardReads(db)),
    mailer: adapters.mailer,
    rateLimits: createSqlRateLimitStore(db),
    writeLimit: { max: env.RATE_LIMIT_COMMENTS_PER_10_MIN, windowSec: 600 },
    publicUrl,
    onMailError: (err) => app.log.error({ err }, 'mention mail could not be sent'),
  });
  await app.register(commentRoutes, { comments });
  if (opts.startWorkers) {
    const worker = generation.startWorker({ concurrency: env.GENERATION_CONCURRENCY });
    app.addHook('onClose', () => worker.stop());
    const spaceWorker = spaces.startWorker();
    app.addHook('onClose', () => spaceWorker.stop());
    // Feedback mails that waited for their link's turn (one per link per 10 minutes) go out from here.
    const mailPass = startFeedbackMailPass(() => review.client.sendPendingMail(), {
      everyMs: 60_000,
      onError: (err) => app.log.error({ err }, 'feedback mail pass error'),
    });
    app.addHook('onClose', async () => mailPass.stop());
  }
  await app.register(configRoutes, { env, oidc });
  await app.register(apiDocsRoutes);
  await app.register(mcpRoutes, { version: '1', publicUrl, secret: adapters.authSecret });
  await app.register(exportDownloadRoutes, { db, tokens, exports, secret: adapters.authSecret });
  if (env.LOCI_E2E_SEED) await app.register(seedRoutes, { assets });
  const supabaseEnabled = oidc?.supabase ?? false;
  await app.register(healthRoutes, {
    database: adapters.database,
    storage: adapters.storage,
    offlineAi: adapters.ai.offline.image,
    supabaseEnabled,
    pingCacheMs: env.HEALTH_PING_CACHE_MS,
  });

  if (serveWeb) await registerWeb(app, webDist);
  return app;
}

/** The review module's two halves (designer and client), on the same deps. */
function createReview(opts: {
  env: Env;
  adapters: Adapters;
  generation: Generation;
  moodboards: MoodboardService;
  publicUrl: string;
  rounds: ReviewRounds;
  onFeedback: (feedback: { projectId: string; pageId: string }) => void;
}) {
  const { env, adapters } = opts;
  const deps = {
    db: reviewDb(adapters.database.db),
    data: withMoodboards(createGenerationDataSource(adapters.database.db), createMoodboardReads(adapters.database.db)),
    storage: adapters.storage,
    credentials: adapters.credentials,
    mailer: adapters.mailer,
    rateLimits: createSqlRateLimitStore(adapters.database.db),
    limits: {
      open: { max: env.RATE_LIMIT_REVIEW_OPEN_MAX, windowSec: env.RATE_LIMIT_REVIEW_OPEN_WINDOW_SEC },
      passcode: { max: env.RATE_LIMIT_REVIEW_PASSCODE_MAX, windowSec: env.RATE_LIMIT_REVIEW_PASSCODE_WINDOW_SEC },
      passcodeLink: { max: env.RATE_LIMIT_REVIEW_PASSCODE_LINK_MAX, windowSec: env.RATE_LIMIT_REVIEW_PASSCODE_LINK_WINDOW_SEC },
    },
    secret: adapters.authSecret,
    publicUrl: opts.publicUrl,
    guided: opts.generation.guided,
    rounds: opts.rounds,
    moodboardImages: { regenerate: opts.moodboards.regenerateForReview },
    onFeedback: opts.onFeedback,
  };
  return { designer: createReviewDesigner(deps), client: createReviewClient(deps) };
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
