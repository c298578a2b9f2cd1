import {
  assetUrl,
  type BrandKit,
  type BrandKitInput,
  type BrandKitPatch,
  ErrorCode,
  isUuid,
  KIT_FONTS,
  type StudioKit,
  type StudioKitInput,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import {
  type BrandKitListRow,
  type BrandKitRow,
  deleteKit,
  findKit,
  findStudioKit,
  insertKit,
  listKits,
  type StudioKitRow,
  saveStudioKit,
  updateKit,
} from './brand-kits.repository.js';

type Db = Kysely<DatabaseSchema>;
type Font = (typeof KIT_FONTS)[number];
const font = (value: string, fallback: Font): Font => ((KIT_FONTS as readonly string[]).includes(value) ? (value as Font) : fallback);

export interface BrandKitDeps {
  db: Db;
  assets: AssetService;
  /** Before a kit goes: its projects take its values as their own (the projects module's part, inside the delete's transaction). */
  detachKit: (trx: Db, kit: BrandKitRow, userId: string) => Promise<void>;
}

export function toBrandKit(row: BrandKitListRow): BrandKit {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    name: row.name,
    definition: row.definition,
    palette: row.palette,
    heading_font: font(row.heading_font, 'Fraunces'),
    body_font: font(row.body_font, 'Inter'),
    keywords: row.keywords,
    logo_url: row.logo_sha ? assetUrl(row.logo_sha, 256) : null,
    projects_count: row.projects_count,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toStudioKit(workspaceId: string, row: StudioKitRow | undefined): StudioKit {
  return {
    workspace_id: workspaceId,
    logo_url: row?.logo_sha ? assetUrl(row.logo_sha, 256) : null,
    palette: row?.palette ?? [],
    heading_font: font(row?.heading_font ?? '', 'Fraunces'),
    body_font: font(row?.body_font ?? '', 'Inter'),
    contact_lines: row?.contact_lines ?? [],
  };
}

const kitNotFound = () => new AppError(ErrorCode.NotFound, 'Brand kit not found.');

/** A studio's brand kits and its studio kit. The workspace guard has checked the caller's role. */
export function createBrandKitService(deps: BrandKitDeps) {
  const { db, assets } = deps;

  async function requireKit(workspaceId: string, kitId: string): Promise<BrandKitListRow> {
    const row = isUuid(kitId) ? await findKit(db, workspaceId, kitId) : undefined;
    if (!row) throw kitNotFound();
    return row;
  }

  /** Stores a logo image and returns its hash; the replaced one goes once nothing uses it. */
  async function storeLogo(bytes: Buffer, write: (sha: string) => Promise<void>, before: string | null): Promise<void> {
    const stored = await assets.storeUpload(bytes);
    await write(stored.sha256);
    if (before && before !== stored.sha256) await assets.removeIfUnreferenced([before]);
  }

  return {
    async list(workspaceId: string): Promise<BrandKit[]> {
      return (await listKits(db, workspaceId)).map(toBrandKit);
    },

    async get(workspaceId: string, kitId: string): Promise<BrandKit> {
      return toBrandKit(await requireKit(workspaceId, kitId));
    },

    async create(workspaceId: string, userId: string, input: BrandKitInput): Promise<BrandKit> {
      const id = await insertKit(db, { ...input, workspace_id: workspaceId, updated_by: userId });
      return toBrandKit(await requireKit(workspaceId, id));
    },

    async update(workspaceId: string, kitId: string, userId: string, patch: BrandKitPatch): Promise<BrandKit> {
      await requireKit(workspaceId, kitId);
      await updateKit(db, kitId, patch, userId);
      return toBrandKit(await requireKit(workspaceId, kitId));
    },

    async setLogo(workspaceId: string, kitId: string, userId: string, bytes: Buffer): Promise<BrandKit> {
      const kit = await requireKit(workspaceId, kitId);
      await storeLogo(bytes, (sha) => updateKit(db, kitId, { logo_sha: sha }, userId), kit.logo_sha);
      return toBrandKit(await requireKit(workspaceId, kitId));
    },

    /** Deletes a kit; the projects that used it keep its values as their own. */
    async remove(workspaceId: string, kitId: string, userId: string): Promise<void> {
      const kit = await requireKit(workspaceId, kitId);
      await db.transaction().execute(async (trx) => {
        await deps.detachKit(trx, kit, userId);
        await deleteKit(trx, kitId);
      });
      if (kit.logo_sha) await assets.removeIfUnreferenced([kit.logo_sha]);
    },

    async studio(workspaceId: string): Promise<StudioKit> {
      return toStudioKit(workspaceId, await findStudioKit(db, workspaceId));
    },

    async saveStudio(workspaceId: string, input: StudioKitInput): Promise<StudioKit> {
      await saveStudioKit(db, workspaceId, input);
      return toStudioKit(workspaceId, await findStudioKit(db, workspaceId));
    },

    async setStudioLogo(workspaceId: string, bytes: Buffer): Promise<StudioKit> {
      const before = (await findStudioKit(db, workspaceId))?.logo_sha ?? null;
      await storeLogo(bytes, (sha) => saveStudioKit(db, workspaceId, { logo_sha: sha }), before);
      return toStudioKit(workspaceId, await findStudioKit(db, workspaceId));
    },
  };
}

export type BrandKitService = ReturnType<typeof createBrandKitService>;
