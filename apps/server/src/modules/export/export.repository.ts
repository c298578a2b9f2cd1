import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetProvenance } from './deck-credits.js';

/** Origin, provider, credit and licence of each asset, keyed by SHA-256. */
export async function findProvenance(db: Kysely<DatabaseSchema>, shas: string[]): Promise<Map<string, AssetProvenance>> {
  const unique = [...new Set(shas)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('asset')
    .select(['sha256', 'origin', 'provider', 'credit', 'licence', 'source_url'])
    .where('sha256', 'in', unique)
    .execute();
  return new Map(rows.map(({ sha256, ...rest }) => [sha256, rest]));
}
