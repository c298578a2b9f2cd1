import type { AnyAppModule } from '../app-module.js';
import { assetsModule } from './assets/assets.module.js';
import { authModule } from './auth/auth.module.js';
import { brandKitsModule } from './brand-kits/brand-kits.module.js';
import { canvasModule } from './canvas/canvas.module.js';
import { commentsModule } from './comments/comments.module.js';
import { configModule } from './config/config.module.js';
import { costsModule } from './costs/costs.module.js';
import { credentialsModule } from './credentials/credentials.module.js';
import { exportModule } from './export/export.module.js';
import { generationModule } from './generation/generation.module.js';
import { geoModule } from './geo/geo.module.js';
import { healthModule } from './health/health.module.js';
import { historyModule } from './history/history.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { keywordsModule } from './keywords/keywords.module.js';
import { liveModule, liveRoutesModule } from './live/live.module.js';
import { mcpModule } from './mcp/mcp.module.js';
import { metricsModule } from './metrics/metrics.module.js';
import { moodboardsModule } from './moodboards/moodboards.module.js';
import { apiDocsModule, openApiModule } from './openapi/openapi.module.js';
import { photosModule } from './photos/photos.module.js';
import { projectDataModule } from './project-data.module.js';
import { projectFileModule } from './project-file/project-file.module.js';
import { listingModule } from './projects/listing.module.js';
import { projectsModule } from './projects/projects.module.js';
import { reviewModule } from './review/review.module.js';
import { tokensModule } from './tokens/tokens.module.js';
import { workspacesModule } from './workspaces/workspaces.module.js';

/**
 * The app's modules, in the order they register. Each names the services it needs from modules
 * before it and those it gives (`app-module.ts`); buildApp refuses a list where a need comes first.
 * First what must see every route as it registers (the OpenAPI document, metrics' timing, the
 * listing cache and live updates' hooks on writes), sign-in with its `requireUser` guard, a token's
 * workspace rule, then workspaces and projects, whose guards the routes after them use.
 */
export const APP_MODULES: readonly AnyAppModule[] = [
  openApiModule,
  metricsModule,
  listingModule,
  jobsModule,
  liveModule,
  authModule,
  tokensModule,
  projectDataModule,
  assetsModule,
  workspacesModule,
  projectsModule,
  brandKitsModule,
  costsModule,
  keywordsModule,
  geoModule,
  generationModule,
  liveRoutesModule,
  moodboardsModule,
  historyModule,
  photosModule,
  credentialsModule,
  canvasModule,
  exportModule,
  projectFileModule,
  reviewModule,
  commentsModule,
  configModule,
  apiDocsModule,
  mcpModule,
  healthModule,
];
