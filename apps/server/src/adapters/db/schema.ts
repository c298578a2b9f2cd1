import type { GenerationKind, SlotStatus } from '@loci/shared';
import type { ColumnType, Generated } from 'kysely';

export type { GenerationKind, SlotStatus };

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
  /** The language chosen on Profile (Loci's own column, migration 0068); null: not chosen. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
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

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable column that inserts may leave out. */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb with a default: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface ProjectTable {
  id: Generated<string>;
  owner_id: string;
  name: Generated<string>;
  location: Generated<string>;
  location_lat: number | null;
  location_lng: number | null;
  location_h3: string | null;
  site_lat: number | null;
  site_lng: number | null;
  brand_name: Generated<string>;
  website: Generated<string>;
  contextual_insights: Generated<string>;
  keywords: Json<string[]>;
  prompts: Json<string[]>;
  logo_sha: string | null;
  brand_palette: Json<string[]>;
  brand_book_sha: string | null;
  brand_book_name: string | null;
  brand_book_text: string | null;
  /** Moved on by every save of the project's instructions (optimistic concurrency). */
  version: Generated<number>;
  /** The workspace it lives in (its members' roles decide who may do what). */
  workspace_id: string;
  /** Who last changed it (null when that account is gone). */
  updated_by: OptionalText;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The studio's brand kit it uses (migration 0069), null when none. */
  brand_kit_id: OptionalText;
  /** With a kit: the brand fields that stay the project's own (`KIT_FIELDS`). */
  brand_overrides: ColumnType<string[], string | undefined, string>;
}

/** One of a studio's brand kits (migration 0069). */
export interface BrandKitTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  definition: Generated<string>;
  palette: ColumnType<string[], string | undefined, string>;
  heading_font: Generated<string>;
  body_font: Generated<string>;
  keywords: ColumnType<string[], string | undefined, string>;
  logo_sha: OptionalText;
  updated_by: OptionalText;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A studio's own kit (migration 0069): one row per workspace once it is saved. */
export interface StudioKitTable {
  workspace_id: string;
  logo_sha: OptionalText;
  palette: ColumnType<string[], string | undefined, string>;
  heading_font: Generated<string>;
  body_font: Generated<string>;
  contact_lines: ColumnType<string[], string | undefined, string>;
  updated_at: Timestamp;
}

export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

/** A person's personal workspace (`personal_of`) or a studio. */
export interface WorkspaceTable {
  id: Generated<string>;
  name: string;
  personal_of: OptionalText;
  created_by: OptionalText;
  created_at: Timestamp;
  /** The studio's language for members who have not chosen one; null: none. */
  default_locale: OptionalText;
}

export interface WorkspaceMemberTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  created_at: Timestamp;
}

/** An invitation by email; only the SHA-256 of its single-use token is kept. */
export interface WorkspaceInviteTable {
  id: Generated<string>;
  workspace_id: string;
  email: string;
  role: WorkspaceRole;
  token_hash: string;
  invited_by: OptionalText;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_by: OptionalText;
}

/** Images generated per workspace, member and UTC day (the workspace's quota and its usage report). */
export interface WorkspaceUsageTable {
  workspace_id: string;
  user_id: string;
  day: string;
  count: Generated<number>;
}

export type AssetOrigin = 'generated' | 'sourced' | 'uploaded';

export interface AssetTable {
  sha256: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  origin: AssetOrigin;
  provider: string | null;
  prompt: string | null;
  licence: string | null;
  credit: string | null;
  source_url: string | null;
  created_at: Timestamp;
}

export interface ProjectAssetTable {
  project_id: string;
  sha256: string;
  /** What the project uses the asset for: logo, brand-book, context, topics, moodboard, render, alternative… */
  role: string;
  position: Generated<number>;
  created_at: Timestamp;
}

/** One board: a section's Context or Topics page (description lives here). */
export interface GenerationSectionTable {
  project_id: string;
  section: string;
  kind: GenerationKind;
  description: Generated<string>;
  /** The text provider that wrote the description ('offline': Loci's own writer); null when not recorded. */
  text_by: string | null;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One image slot of a board; also the durable generation queue. */
export interface GenerationSlotTable {
  project_id: string;
  section: string;
  kind: GenerationKind;
  idx: number;
  label: Generated<string>;
  prompt: Generated<string>;
  alternative_labels: Json<string[]>;
  alternative_shas: Json<string[]>;
  micro_macro: Generated<number>;
  photo_styled: Generated<number>;
  real_sourced: Generated<number>;
  prompt_usage: Generated<number>;
  asset_sha: string | null;
  status: ColumnType<SlotStatus, SlotStatus | undefined, SlotStatus>;
  error: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  queued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The `queued_at` of the run that was charged against the quota (a crash re-run is not charged again). */
  charged_queued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The user chose this slot's image or edited its label or prompt ("Regenerate page" keeps it). */
  user_edited: Generated<boolean>;
  /** Who queued its latest run (charged for it; shown as "Started by"). */
  started_by: OptionalText;
  updated_at: Timestamp;
}

/** One of the user's own reference photos: in their library (project_id null) or in one project. */
export interface LibraryPhotoTable {
  id: Generated<string>;
  owner_id: string;
  project_id: string | null;
  sha256: string;
  credit: string;
  licence: Generated<string>;
  title: Generated<string>;
  created_at: Timestamp;
}

/** Generated images per user per UTC day (the daily quota). */
export interface GenerationUsageTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  count: Generated<number>;
}

export type MoodboardStatus = 'generating' | 'ready';
export type MoodboardImageStatus = 'pending' | 'done' | 'failed';

/** A moodboard of a project (spec §3); its images are rows of moodboard_image. */
export interface MoodboardTable {
  id: Generated<string>;
  project_id: string;
  title: string;
  /** The contextual insight it grew from: historical, social or physical. */
  section: Generated<string>;
  programmatic_area: Generated<string>;
  /** The area description (the spec's optionalPrompt). */
  area_description: Generated<string>;
  selected_sha: string | null;
  status: ColumnType<MoodboardStatus, MoodboardStatus | undefined, MoodboardStatus>;
  /** Who made it (shown as "Started by" while it generates). */
  started_by: OptionalText;
  /** The render pinned for the deck (issue #46); null: the newest render is shown. */
  pinned_render_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One image position of a moodboard (0 is the aesthetic reference when one was selected). */
export interface MoodboardImageTable {
  moodboard_id: string;
  idx: number;
  label: Generated<string>;
  prompt: Generated<string>;
  asset_sha: string | null;
  micro_macro: Generated<number>;
  photo_styled: Generated<number>;
  status: ColumnType<MoodboardImageStatus, MoodboardImageStatus | undefined, MoodboardImageStatus>;
  updated_at: Timestamp;
}

/** One render of a moodboard; every render is kept (the history). */
export interface RenderTable {
  id: Generated<string>;
  moodboard_id: string;
  prompt: string;
  asset_sha: string | null;
  previous_render_id: string | null;
  /** The designer's space it was rendered from (issue #33, migration 0050), its strength and author. */
  space_sha: ColumnType<string | null, string | null | undefined, string | null>;
  space_strength: ColumnType<number | null, number | null | undefined, number | null>;
  space_author: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its print-resolution copy (issue #46, migration 0060) and the factor it was made at (2 or 4). */
  upscale_sha: ColumnType<string | null, string | null | undefined, string | null>;
  upscale_factor: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** Images a user generated outside any project (viewable by that user; pruned after a day). */
export interface ScratchAssetTable {
  user_id: string;
  sha256: string;
  created_at: Timestamp;
}

/** One fixed-window counter of the auth rate limits. */
export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

export interface DatabaseSchema {
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
  project: ProjectTable;
  asset: AssetTable;
  project_asset: ProjectAssetTable;
  generation_section: GenerationSectionTable;
  generation_slot: GenerationSlotTable;
  generation_usage: GenerationUsageTable;
  moodboard: MoodboardTable;
  moodboard_image: MoodboardImageTable;
  render: RenderTable;
  scratch_asset: ScratchAssetTable;
  rate_limit: RateLimitTable;
  library_photo: LibraryPhotoTable;
  workspace: WorkspaceTable;
  workspace_member: WorkspaceMemberTable;
  workspace_invite: WorkspaceInviteTable;
  workspace_usage: WorkspaceUsageTable;
  brand_kit: BrandKitTable;
  studio_kit: StudioKitTable;
}
