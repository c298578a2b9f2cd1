import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AiProviders } from './adapters/ai/index.js';
import type { DatabaseSchema } from './adapters/db/schema.js';
import type { Adapters } from './adapters/index.js';
import type { Env } from './config/env.js';
import type { AssetService } from './modules/assets/index.js';
import type { Auth } from './modules/auth/auth.js';
import type { OidcConfig } from './modules/auth/oidc-config.js';
import type { ExportService } from './modules/export/export.service.js';
import type { Generation } from './modules/generation/generation.js';
import type { PageRestorer, SlotRestorer, Snapshots } from './modules/history/index.js';
import type { SpendCharge } from './modules/imaging/index.js';
import type { JobRunner } from './modules/jobs/index.js';
import type { LiveHub } from './modules/live/index.js';
import type { Spaces } from './modules/moodboards/moodboards.js';
import type { MoodboardService } from './modules/moodboards/moodboards.service.js';
import type { ListingCache } from './modules/projects/listing-cache.js';
import type { ProjectDataSource, ProjectService } from './modules/projects/projects.service.js';
import type { ReviewClient } from './modules/review/index.js';
import type { TokenService } from './modules/tokens/index.js';
import type { WorkspaceService } from './modules/workspaces/index.js';

/** What the app's platform (buildApp) hands every module: configuration, adapters, and the cross-cutting parts already in place. */
export interface AppContext {
  app: FastifyInstance;
  env: Env;
  adapters: Adapters;
  db: Kysely<DatabaseSchema>;
  /** The app's own origin, without a trailing slash (links in mail, review links). */
  publicUrl: string;
  /** better-auth, its tables migrated (the auth module mounts it). */
  auth: Auth;
  oidc: OidcConfig | null;
}

/** The services modules give each other, by name. A module sees only the ones it names in `needs`. */
export interface AppServices {
  /** The AI providers, counted by the metrics module when it is on. */
  ai: AiProviders;
  /** Live updates: explicit events go through `hub.publish`; its routes are registered by the live-routes module. */
  live: { hub: LiveHub; registerRoutes: () => Promise<void> };
  /** The durable job runner: background work queued in the database, run by any process that runs workers. */
  jobs: JobRunner;
  /** The kept Projects listings (dropped on every write). */
  listing: ListingCache;
  tokens: TokenService;
  projectData: ProjectDataSource;
  assets: AssetService;
  projects: ProjectService;
  workspaces: WorkspaceService;
  /** Prices each generated image into its studio's month and keeps the monthly budget (costs module). */
  spend: SpendCharge;
  generation: Generation;
  moodboards: MoodboardService;
  spaces: Spaces;
  snapshots: Snapshots;
  exports: ExportService;
  reviewClient: ReviewClient;
  /** Whether a node is on a project's Canvas (the canvas module): comments pin threads on its items. */
  canvasBoard: {
    has(projectId: string, nodeId: string): Promise<boolean>;
    /** The board's picture for the deck (the last "Add to deck") and the free images on it; null when none was added. */
    deckPicture(projectId: string): Promise<{ sha: string; imageShas: string[] } | null>;
  };
  /** The mention digest pass (comments): one mail per member whose mentions waited for their turn. */
  mentionMail: { sendPending(): Promise<number> };
  /** Modules after generation hear here of each board slot a worker of this app settles. */
  slotSettled: { listen(listener: SlotSettledListener): void };
  boardRestore: { slot: SlotRestorer; page: PageRestorer['board'] };
  moodboardRestore: { image: SlotRestorer; render: SlotRestorer; page: PageRestorer['moodboard'] };
}
export type ServiceName = keyof AppServices;

/** Told after a generation worker settles a board slot; the worker waits for it (and reports what it throws). */
export type SlotSettledListener = (slot: { projectId: string; section: string; kind: string; idx: number }) => Promise<void>;

/** Something a module starts beside the requests (a queue worker, a mail pass), stopped when the app closes. */
export interface Stoppable {
  stop(): unknown;
}

/**
 * One module of the app: what it needs from the modules before it in the list, what it gives the
 * ones after, how it registers (its plugin and routes), and the workers it runs when the process runs workers.
 */
export interface AppModule<Needs extends ServiceName = ServiceName, Gives extends ServiceName = never> {
  name: string;
  needs: readonly Needs[];
  gives: readonly Gives[];
  register(ctx: AppContext, services: Pick<AppServices, Needs>): Promise<Pick<AppServices, Gives>>;
  startWorkers?(ctx: AppContext, services: Pick<AppServices, Needs | Gives>): Stoppable[];
}

/** Declares a module; the compiler infers what it needs and gives from the two lists. */
export function defineModule<Needs extends ServiceName = never, Gives extends ServiceName = never>(
  module: AppModule<Needs, Gives>,
): AppModule<Needs, Gives> {
  return module;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds modules with different needs; each was typed where it was defined.
export type AnyAppModule = AppModule<any, any>;

/**
 * Refuses a list in which a module needs a service that no module before it gives, or in which two
 * modules give the same service — before anything registers, so a wrong order never half-starts the app.
 */
export function checkModuleOrder(modules: readonly AnyAppModule[]): void {
  const given = new Map<string, string>();
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Module "${module.name}" is in the list twice.`);
    names.add(module.name);
    for (const need of module.needs as readonly string[]) {
      if (!given.has(need)) throw new Error(`Module "${module.name}" needs "${need}", which no module before it in the list gives.`);
    }
    for (const gift of module.gives as readonly string[]) {
      const earlier = given.get(gift);
      if (earlier) throw new Error(`Modules "${earlier}" and "${module.name}" both give "${gift}".`);
      given.set(gift, module.name);
    }
  }
}

/**
 * Registers the modules in their order. `services` fills as they give (it is `app.services`); each
 * module is handed only what it named, and must give exactly what it said it would.
 */
export async function registerModules(ctx: AppContext, modules: readonly AnyAppModule[], services: Partial<AppServices>): Promise<void> {
  checkModuleOrder(modules);
  for (const module of modules) {
    const given = await module.register(ctx, pick(services, module.needs));
    const keys = Object.keys(given ?? {}).sort();
    const promised = [...(module.gives as readonly string[])].sort();
    if (keys.join() !== promised.join()) {
      throw new Error(`Module "${module.name}" gave [${keys.join(', ')}] but declared [${promised.join(', ')}].`);
    }
    Object.assign(services, given);
  }
}

/** Starts each module's workers; the caller stops them when the app closes. */
export function startModuleWorkers(ctx: AppContext, modules: readonly AnyAppModule[], services: Partial<AppServices>): Stoppable[] {
  return modules.flatMap((module) => module.startWorkers?.(ctx, pick(services, [...module.needs, ...module.gives])) ?? []);
}

function pick(services: Partial<AppServices>, names: readonly ServiceName[]): Partial<AppServices> {
  return Object.fromEntries(names.map((name) => [name, services[name]]));
}
