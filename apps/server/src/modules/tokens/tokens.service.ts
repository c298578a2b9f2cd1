import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  isUuid,
  PERSONAL_TOKEN_PREFIX,
  type PersonalToken,
  TOKEN_SCOPES,
  type TokenCreate,
  type TokenScope,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import type { TokenGrant } from '../../http/route-access.js';
import type { SessionUser } from '../auth/index.js';
import { memberRole } from '../workspaces/index.js';
import { findLiveToken, findLiveTokenById, insertToken, listTokens, revokeToken, type TokenRow, touchToken } from './tokens.repository.js';
import { tokensDb } from './tokens.tables.js';

export interface TokenServiceDeps {
  db: Kysely<DatabaseSchema>;
  rateLimits: RateLimitStore;
  /** Requests one token may make per minute, across every process. */
  perMinute: number;
}

/** What a token's secret is stored as: its SHA-256 (256 random bits need no slow hash). */
export function hashPersonalToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether an Authorization header carries a personal access token (not a session's bearer token). */
export function personalTokenIn(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1]?.startsWith(PERSONAL_TOKEN_PREFIX) ? match[1] : null;
}

export function toTokenDto(row: TokenRow): PersonalToken {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter((s): s is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(s)),
    workspace_ids: row.workspace_ids,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: iso(row.expires_at),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

type LiveToken = NonNullable<Awaited<ReturnType<typeof findLiveToken>>>;

function toGrant(row: LiveToken): { user: SessionUser; grant: TokenGrant } {
  const scopes = row.scopes.filter((s): s is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(s));
  return {
    user: { id: row.user_id, email: row.email, name: row.name, emailVerified: row.emailVerified },
    grant: { tokenId: row.id, scopes, workspaceIds: row.workspace_ids },
  };
}

/** Personal access tokens: made, listed and revoked by their person; resolved on every request that sends one. */
export function createTokenService(deps: TokenServiceDeps) {
  const base = deps.db;
  const db = tokensDb(base);
  return {
    /** Makes a token; the secret is in the answer only (shown once). Each workspace must be one the person belongs to. */
    async create(userId: string, input: TokenCreate): Promise<{ token: string; personal_token: PersonalToken }> {
      const workspaceIds = [...new Set(input.workspace_ids)];
      for (const id of workspaceIds) {
        if (!(await memberRole(base, id, userId))) throw new AppError(ErrorCode.NotFound, 'Workspace not found.');
      }
      const secret = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await insertToken(db, {
        userId,
        name: input.name,
        tokenHash: hashPersonalToken(secret),
        prefix: secret.slice(0, PERSONAL_TOKEN_PREFIX.length + 4),
        scopes: [...new Set(input.scopes)],
        workspaceIds,
        expiresAt: input.expires_in_days === null ? null : new Date(Date.now() + input.expires_in_days * DAY_MS),
      });
      return { token: secret, personal_token: toTokenDto(row) };
    },

    async list(userId: string): Promise<PersonalToken[]> {
      return (await listTokens(db, userId)).map(toTokenDto);
    },

    /** Revoked at once: the next request with it, on any process, is refused. */
    async revoke(userId: string, id: string): Promise<PersonalToken> {
      const row = isUuid(id) ? await revokeToken(db, userId, id) : undefined;
      if (!row) throw new AppError(ErrorCode.NotFound, 'Token not found.');
      return toTokenDto(row);
    },

    /** A live token's person and grant by its id (undefined: revoked, expired or unknown); no use is recorded. */
    async grantById(id: string): Promise<{ user: SessionUser; grant: TokenGrant } | undefined> {
      const row = isUuid(id) ? await findLiveTokenById(db, id) : undefined;
      return row ? toGrant(row) : undefined;
    },

    /**
     * The person and grant a secret stands for, or 401 (unknown, revoked, expired); 429 past the
     * token's per-minute limit. Looked up on every request: nothing is cached, so a revocation holds at once.
     */
    async authenticate(secret: string, use: { counted: boolean } = { counted: true }): Promise<{ user: SessionUser; grant: TokenGrant }> {
      const row = await findLiveToken(db, hashPersonalToken(secret));
      if (!row) throw new AppError(ErrorCode.Unauthenticated, 'This access token is not valid: it is unknown, revoked or expired.');
      const count = use.counted ? await deps.rateLimits.hit(`pat:${row.id}`, 60_000) : undefined;
      if (count && count.count > deps.perMinute) {
        const retryAfter = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
        throw new AppError(ErrorCode.RateLimited, `Too many requests with this token; try again in ${retryAfter} s.`, {
          retryAfter,
        });
      }
      await touchToken(db, row.id);
      return toGrant(row);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
