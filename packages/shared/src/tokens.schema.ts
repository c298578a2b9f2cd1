import { z } from 'zod';

/** What a personal access token may do (each route declares the one it needs). */
export const TOKEN_SCOPES = ['read', 'write', 'generate', 'export', 'review'] as const;
export const tokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/** How a personal access token starts: scripts and the server tell it from a session's bearer token by it. */
export const PERSONAL_TOKEN_PREFIX = 'loci_pat_';

/** One line per scope, for the Profile form. */
export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read projects, boards and workspaces',
  write: 'Create and edit projects',
  generate: 'Generate boards, moodboards and renders (uses the quota)',
  export: 'Export decks (PPTX, PDF)',
  review: 'Create review links and read feedback',
};

/** POST /api/tokens: a name, the days it lasts (none: until revoked), its scopes and the workspaces it may act in. */
export const tokenCreateSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name.').max(80),
  expires_in_days: z.number().int().min(1).max(365).nullable(),
  scopes: z.array(tokenScopeSchema).min(1, 'Choose at least one scope.').max(TOKEN_SCOPES.length),
  workspace_ids: z.array(z.uuid()).min(1, 'Choose at least one workspace.').max(100),
});
export type TokenCreate = z.infer<typeof tokenCreateSchema>;

/** A token as listed on Profile: never its secret, only the first characters to recognise it. */
export const personalTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(tokenScopeSchema),
  workspace_ids: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

export const tokenListSchema = z.object({ tokens: z.array(personalTokenSchema) });
/** The answer to a create: the secret, shown once. */
export const tokenCreatedSchema = z.object({ token: z.string(), personal_token: personalTokenSchema });
