import type { Kysely } from 'kysely';
import type { ContentCredentials } from '../../adapters/credentials/credentials.port.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { DeckWriters } from '../../adapters/export/deck-writer.port.js';
import type { AssetService } from '../assets/index.js';
import { findStudioKit } from '../brand-kits/index.js';
import type { ProjectService } from '../projects/index.js';
import { lastRoundComments, reviewDb } from '../review/index.js';
import { findProvenance } from './export.repository.js';
import { createExportService, type ExportService } from './export.service.js';

/** Wires the export service to the app's projects, assets, database and deck writers. */
export function createExports(deps: {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  /** The board's picture for the deck's Canvas slide (the canvas module's). */
  canvas: { deckPicture(projectId: string): Promise<{ sha: string; imageShas: string[] } | null> };
  writers: DeckWriters;
  credentials?: ContentCredentials;
}): ExportService {
  return createExportService({
    loadProject: (userId, projectId) => deps.projects.get(userId, projectId),
    provenance: (shas) => findProvenance(deps.db, shas),
    lastRoundComments: (projectId) => lastRoundComments(reviewDb(deps.db), projectId),
    canvasPicture: (projectId) => deps.canvas.deckPicture(projectId),
    studioKit: async (workspaceId) => {
      const kit = await findStudioKit(deps.db, workspaceId);
      return kit ? { logoSha: kit.logo_sha, contactLines: kit.contact_lines } : null;
    },
    readBytes: (sha) => deps.assets.readBytes(sha),
    writers: deps.writers,
    credentials: deps.credentials,
  });
}
