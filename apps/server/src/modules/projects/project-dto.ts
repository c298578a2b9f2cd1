import { assetUrl, KIT_FIELDS, type KitField, PROJECT_CARD_IMAGE_LIMIT, type Project, type ProjectInput } from '@loci/shared';
import { memberView } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { type ProjectFields, type ProjectView, projectImageShas } from './projects.repository.js';

/** Explicit mapper: raw rows never reach the client. */
export function toProjectDto(row: ProjectView, extra: { images: string[]; total: number; moodboards: number }): Project {
  return {
    id: row.id,
    project_id: row.id,
    project_name: row.name,
    project_location: row.location,
    location_lat: row.location_lat,
    location_lng: row.location_lng,
    location_h3: row.location_h3,
    site: row.site_lat !== null && row.site_lng !== null ? { lat: row.site_lat, lng: row.site_lng } : null,
    brand_name: row.brand_name,
    brand_definition: row.kit?.definition || row.brand_name,
    website: row.website,
    contextual_insights: row.contextual_insights,
    keywords: row.keywords,
    prompts: row.prompts,
    logo_url: row.logo_sha ? assetUrl(row.logo_sha, 256) : null,
    brand_palette: row.brand_palette,
    brand_book_name: row.brand_book_name,
    brand_book_url: row.brand_book_sha ? `/api/projects/${row.id}/brand-book` : null,
    images: extra.images,
    total_images: extra.total,
    moodboards_count: extra.moodboards,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    workspace_id: row.workspace_id,
    role: row.role,
    updated_by: row.updated_by_name,
    brand_kit: row.kit ? { id: row.kit.id, name: row.kit.name, heading_font: row.kit.heading_font, body_font: row.kit.body_font } : null,
    brand_overrides: row.kit ? row.brand_overrides.filter((f): f is KitField => (KIT_FIELDS as readonly string[]).includes(f)) : [],
  };
}

/** Spec payload (camelCase) → columns. Only fields that were sent are changed. */
export function toProjectFields(input: ProjectInput): ProjectFields {
  const fields: ProjectFields = {};
  if (input.projectName !== undefined) fields.name = input.projectName;
  if (input.projectLocation !== undefined) fields.location = input.projectLocation;
  if (input.contextInsights !== undefined) fields.contextual_insights = input.contextInsights;
  if (input.brandName !== undefined) fields.brand_name = input.brandName;
  if (input.website !== undefined) fields.website = input.website;
  if (input.keywords !== undefined) fields.keywords = dedupe(input.keywords);
  if (input.prompts !== undefined) fields.prompts = input.prompts;
  if (input.locationLat !== undefined) fields.location_lat = input.locationLat;
  if (input.locationLng !== undefined) fields.location_lng = input.locationLng;
  if (input.locationH3 !== undefined) fields.location_h3 = input.locationH3 || null;
  if (input.brandKitId !== undefined) fields.brand_kit_id = input.brandKitId || null;
  if (input.useKitValue !== undefined) fields.use_kit_value = input.useKitValue;
  if (input.site !== undefined) {
    fields.site_lat = input.site?.lat ?? null;
    fields.site_lng = input.site?.lng ?? null;
  }
  return fields;
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((k) => {
    const key = k.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The rows as project cards: up to `limit` images each, their total and the moodboard count. */
export async function withImages(deps: ProjectServiceDeps, rows: ProjectView[], limit = PROJECT_CARD_IMAGE_LIMIT): Promise<Project[]> {
  const ids = rows.map((r) => r.id);
  const [images, moodboards] = await Promise.all([projectImageShas(deps.db, ids, limit), deps.data.countMoodboards(ids)]);
  return rows.map((row) => {
    const img = images.get(row.id);
    return toProjectDto(row, {
      images: (img?.shas ?? []).map((s) => assetUrl(s, 256)),
      total: img?.total ?? 0,
      moodboards: moodboards.get(row.id) ?? 0,
    });
  });
}

/** The project as it now stands (after a write), as the member sees it. */
export async function freshProject(deps: ProjectServiceDeps, userId: string, projectId: string): Promise<Project> {
  return (await withImages(deps, [await memberView(deps, userId, projectId)]))[0];
}
