import { isLocale, type Locale } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** People's names by id (who started a board, who changed a project): one query for a whole page. */
export async function userNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('user').select(['id', 'name', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}

/** The person's address once verified (read fresh: a cached session may predate the verification), else null. */
export async function verifiedEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
  return row?.emailVerified ? row.email : null;
}

/** The language the person chose on Profile, or null. */
export async function userLocale(db: Db, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom('user').select('locale').where('id', '=', userId).executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : null;
}

/** Sets (null: clears) the person's language. */
export async function setUserLocale(db: Db, userId: string, locale: Locale | null): Promise<void> {
  await db.updateTable('user').set({ locale }).where('id', '=', userId).execute();
}
