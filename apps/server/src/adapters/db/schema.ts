import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for the product's own tables. better-auth owns "user", "session", "account"
 * and "verification" (camelCase columns, created by its migrator).
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}

export interface DatabaseSchema {
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
  // Product tables are added here by their modules' migrations.
  [table: `_placeholder_${string}`]: { id: Generated<number> };
}
