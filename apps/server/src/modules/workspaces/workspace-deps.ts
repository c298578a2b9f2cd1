import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Mailer } from '../../adapters/mail/mailer.port.js';
import type { AssetService } from '../assets/index.js';

/** What the workspace operations are built from (each takes what it needs). */
export interface WorkspaceServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  mailer: Mailer;
  publicUrl: string;
  /** Images a workspace may generate per UTC day (shown with its usage). */
  dailyQuota: number;
}
