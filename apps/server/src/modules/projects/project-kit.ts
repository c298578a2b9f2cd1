import { ErrorCode, KIT_FIELDS, type KitField, type Project } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { linkAsset, unlinkRole } from '../assets/index.js';
import { type BrandKitRow, findKit, insertKit } from '../brand-kits/index.js';
import { requireAccess } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { freshProject } from './project-dto.js';
import { type ProjectFields, type ProjectKit, type ProjectView, projectsOfKit, updateProjectRow } from './projects.repository.js';

type Db = Kysely<DatabaseSchema>;
type KitValues = Pick<ProjectKit, 'name' | 'palette' | 'keywords' | 'logo_sha'>;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The fields to write when a project with a brand kit is saved: a brand field sent with the kit's
 * value is no override (the project's own value stays as it was, underneath); one sent with another
 * value becomes an override; `use_kit_value` drops overrides. Picking another kit starts with none.
 */
export async function withKitOverrides(deps: ProjectServiceDeps, before: ProjectView, fields: ProjectFields): Promise<ProjectFields> {
  const kitId = fields.brand_kit_id !== undefined ? fields.brand_kit_id : before.brand_kit_id;
  if (!kitId) return fields.brand_kit_id === null ? { ...fields, brand_overrides: [] } : fields;
  let kit: KitValues | undefined = before.kit ?? undefined;
  let overrides = new Set<KitField>(before.brand_overrides as KitField[]);
  if (kitId !== before.brand_kit_id) {
    kit = await findKit(deps.db, before.workspace_id, kitId);
    overrides = new Set();
  }
  if (!kit) throw new AppError(ErrorCode.Validation, 'That brand kit is not in this project’s studio.');
  const next = { ...fields };
  if (next.brand_name !== undefined) {
    if (next.brand_name === kit.name) {
      overrides.delete('brand_name');
      delete next.brand_name;
    } else overrides.add('brand_name');
  }
  if (next.keywords !== undefined) {
    if (sameList(next.keywords, kit.keywords)) {
      overrides.delete('keywords');
      delete next.keywords;
    } else overrides.add('keywords');
  }
  if (next.logo_sha) overrides.add('logo');
  if (next.brand_palette) overrides.add('brand_palette');
  for (const field of next.use_kit_value ?? []) overrides.delete(field);
  return { ...next, brand_kit_id: kitId, brand_overrides: KIT_FIELDS.filter((f) => overrides.has(f)) };
}

/** Before a kit is deleted: each project that used it takes the kit's values as its own where it did not override them. */
export async function detachKit(trx: Db, kit: BrandKitRow, userId: string): Promise<void> {
  for (const project of await projectsOfKit(trx, kit.id)) {
    const own = new Set(project.brand_overrides);
    const fields: ProjectFields = { brand_kit_id: null, brand_overrides: [] };
    if (!own.has('brand_name')) fields.brand_name = kit.name;
    if (!own.has('brand_palette')) fields.brand_palette = kit.palette;
    if (!own.has('keywords')) fields.keywords = kit.keywords;
    if (!own.has('logo')) {
      fields.logo_sha = kit.logo_sha;
      await unlinkRole(trx, project.id, 'logo');
      if (kit.logo_sha) await linkAsset(trx, { projectId: project.id, sha256: kit.logo_sha, role: 'logo' });
    }
    await updateProjectRow(trx, project.id, fields, userId);
  }
}

/** A new kit of the project's studio from its brand (name, palette, keywords, logo), which the project then uses. */
export async function kitFromProject(deps: ProjectServiceDeps, userId: string, projectId: string, name?: string): Promise<Project> {
  const project = await requireAccess(deps, userId, projectId, 'edit');
  await deps.db.transaction().execute(async (trx) => {
    const kitId = await insertKit(trx, {
      workspace_id: project.workspace_id,
      updated_by: userId,
      name: (name || project.brand_name || project.name || 'Brand kit').slice(0, 120),
      definition: '',
      palette: project.brand_palette.filter((c) => /^#?[0-9a-f]{6}$/i.test(c)).map((c) => `#${c.replace(/^#/, '').toUpperCase()}`),
      heading_font: 'Fraunces',
      body_font: 'Inter',
      keywords: project.keywords,
      logo_sha: project.logo_sha,
    });
    await updateProjectRow(trx, projectId, { brand_kit_id: kitId, brand_overrides: [] }, userId);
  });
  return freshProject(deps, userId, projectId);
}
