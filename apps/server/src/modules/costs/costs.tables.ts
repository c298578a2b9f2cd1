import type { ColumnType, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

/** A bigint column: PostgreSQL answers a string, PGlite a number; written as a number. */
type Micro = ColumnType<string | number | bigint, number, number>;

/** Spend of one member in one studio, month, project, provider and model (migration 0061). */
export interface CostTable {
  workspace_id: string;
  month: string;
  user_id: string;
  project_id: ColumnType<string, string | undefined, string>;
  provider: string;
  model: string;
  images: ColumnType<number, number | undefined, number>;
  micro_usd: ColumnType<string | number | bigint, number | undefined, number>;
  /** Tokens a paid text model reported for this line's calls (migration 0063). */
  input_tokens: ColumnType<string | number | bigint, number | undefined, number>;
  output_tokens: ColumnType<string | number | bigint, number | undefined, number>;
}

/** A studio's monthly budget (null: none) and the month its owners were last warned at 80 %. */
export interface StudioBudgetTable {
  workspace_id: string;
  monthly_micro_usd: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  warned_month: ColumnType<string | null, string | null | undefined, string | null>;
  /** The month that warning was mailed (claimed after the charge that reached 80 % committed). */
  mailed_month: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A member's own monthly budget in a studio. */
export interface MemberBudgetTable {
  workspace_id: string;
  user_id: string;
  monthly_micro_usd: Micro;
}

export type CostsTables = {
  cost: CostTable;
  studio_budget: StudioBudgetTable;
  member_budget: MemberBudgetTable;
};

export type CostsDb = Kysely<DatabaseSchema & CostsTables>;

/** The app's database seen with the costs tables (they are this module's own). */
export function costsDb(db: Kysely<DatabaseSchema>): CostsDb {
  return db.withTables<CostsTables>();
}
