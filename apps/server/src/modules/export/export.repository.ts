import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { assetFacts } from '../assets/index.js';
import type { AssetProvenance } from './deck-credits.js';

/** Origin, provider, credit and licence of each asset, keyed by SHA-256 (the assets module's facts). */
export async function findProvenance(db: Kysely<DatabaseSchema>, shas: string[]): Promise<Map<string, AssetProvenance>> {
  const rows = await assetFacts(db, shas);
  return new Map(
    rows.map(({ sha256, origin, provider, credit, licence, source_url }) => [sha256, { origin, provider, credit, licence, source_url }]),
  );
}
