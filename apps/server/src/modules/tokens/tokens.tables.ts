import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One personal access token (migration 0014): only the secret's SHA-256 is kept. */
export interface PersonalAccessTokenTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  token_hash: string;
  /** The first characters of the secret, so a person can tell their tokens apart. */
  prefix: string;
  scopes: string[];
  workspace_ids: string[];
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export type TokenTables = { personal_access_token: PersonalAccessTokenTable };
export type TokensDb = Kysely<DatabaseSchema & TokenTables>;

/** The app's database seen with the token table (this module's own). */
export function tokensDb(db: Kysely<DatabaseSchema>): TokensDb {
  return db.withTables<TokenTables>();
}
