import { z } from 'zod';
import { LOCALES } from './locales.js';
import { WORKSPACE_ROLES } from './roles.js';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);

/** Longest workspace name. */
export const WORKSPACE_NAME_MAX = 80;
/** Days an invitation link stays valid. */
export const INVITE_TTL_DAYS = 7;

export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a name for the studio.')
  .max(WORKSPACE_NAME_MAX, `A studio name can be at most ${WORKSPACE_NAME_MAX} characters.`);

/** One workspace as its members see it. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The user's own workspace: cannot be deleted, renamed to nothing, or left. */
  personal: z.boolean(),
  /** The caller's role in it. */
  role: workspaceRoleSchema,
  members_count: z.number().int(),
  projects_count: z.number().int(),
  created_at: z.string(),
  /** The studio's language for members who have not chosen one (null: each browser's own). */
  default_locale: z.enum(LOCALES).nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspaces/: the caller's workspaces, personal first, then studios by name. */
export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSchema) });

/** POST /api/workspaces/ (JSON) and PATCH /api/workspaces/:workspaceId/ (owner). */
export const workspaceCreateSchema = z.object({ name: workspaceNameSchema });
/** PATCH /api/workspaces/:workspaceId/ (owner): a new name and/or the studio's default language (null: none). */
export const workspaceUpdateSchema = z
  .object({
    name: workspaceNameSchema.optional(),
    default_locale: z.enum(LOCALES, 'Please choose one of the languages offered.').nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.default_locale !== undefined, 'Nothing to change.');
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });

export const workspaceMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** A pending invitation (owners see them; the token itself is never shown again). */
export const workspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;

/** GET /api/workspaces/:workspaceId/: the workspace, its members and (owners only, else []) pending invitations. */
export const workspaceDetailSchema = z.object({
  workspace: workspaceSchema,
  /** The caller's user id (their own row is "you": Leave instead of Remove). */
  you: z.string(),
  members: z.array(workspaceMemberSchema),
  invites: z.array(workspaceInviteSchema),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** PATCH /api/workspaces/:workspaceId/members/:userId (owner). */
export const memberRoleChangeSchema = z.object({ role: workspaceRoleSchema });

/** POST /api/workspaces/:workspaceId/invites (owner): mails a single-use link. */
export const inviteCreateSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  role: workspaceRoleSchema.default('editor'),
});
export const inviteCreateResponseSchema = z.object({ invite: workspaceInviteSchema });

/** GET /api/invites/:token (public): what the invitation is for, before signing in. */
export const invitePreviewSchema = z.object({
  workspace_name: z.string(),
  invited_by: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  expires_at: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** An invitation waiting for the signed-in person (sent to their verified address): GET /api/me/invites. */
export const myInviteSchema = z.object({
  id: z.string(),
  workspace_name: z.string(),
  invited_by: z.string(),
  role: workspaceRoleSchema,
  expires_at: z.string(),
});
export type MyInvite = z.infer<typeof myInviteSchema>;
export const myInviteListSchema = z.object({ invites: z.array(myInviteSchema) });

/** Messages of the invitation flow. */
export const INVITE_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
  used: 'This invitation has already been used.',
  wrongEmail: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  lastOwner: 'A workspace needs at least one owner. Make someone else an owner first.',
  personal: 'Your personal workspace is yours alone.',
  alreadyMember: 'This person is already a member of the workspace.',
} as const;

/** GET /api/workspaces/:workspaceId/usage (owner): images generated this UTC day and month, by member. */
export const workspaceUsageSchema = z.object({
  day: z.string(),
  month: z.string(),
  daily_quota: z.number().int(),
  today: z.number().int(),
  this_month: z.number().int(),
  members: z.array(
    z.object({ user_id: z.string(), name: z.string(), email: z.string(), today: z.number().int(), this_month: z.number().int() }),
  ),
});
export type WorkspaceUsage = z.infer<typeof workspaceUsageSchema>;

/** POST /api/projects/:id/move (owner of the project's workspace; editor or owner of the target). */
export const projectMoveSchema = z.object({ workspace_id: z.string().uuid('Please choose a workspace.') });

/** POST /api/projects/:id/duplicate (viewer or more of the source; editor or owner of the target). */
export const projectDuplicateSchema = z.object({
  workspace_id: z.string().uuid('Please choose a workspace.').optional(),
  include_boards: z.boolean().default(false),
});
