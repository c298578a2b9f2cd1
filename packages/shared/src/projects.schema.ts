import { z } from 'zod';
import { kitFieldSchema } from './brand-kits.schema.js';
import { SECTIONS } from './constants.js';
import { formFile, formInput } from './form-input.js';
import { uuidSchema } from './ids.js';
import { workspaceRoleSchema } from './workspaces.schema.js';

/** Spec §3 Project (list/load). Image fields carry URLs, never data URLs. */
export const projectSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  project_location: z.string(),
  location_lat: z.number().nullable(),
  location_lng: z.number().nullable(),
  location_h3: z.string().nullable(),
  /** The project's site, a point pinned on the map (issue #49); null when none is pinned. */
  site: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  brand_name: z.string(),
  brand_definition: z.string(),
  website: z.string(),
  contextual_insights: z.string(),
  keywords: z.array(z.string()),
  prompts: z.array(z.string()),
  logo_url: z.string().nullable(),
  brand_palette: z.array(z.string()),
  brand_book_name: z.string().nullable(),
  brand_book_url: z.string().nullable(),
  images: z.array(z.string()),
  total_images: z.number().int(),
  moodboards_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The workspace the project lives in, and the caller's role there (what they may do with it). */
  workspace_id: z.string(),
  role: workspaceRoleSchema,
  /** Who last changed the project (a member's name), null when unknown. */
  updated_by: z.string().nullable(),
  /** The studio's brand kit the project uses (issue #48), null when none: then every brand field is the project's own. */
  brand_kit: z.object({ id: z.string(), name: z.string(), heading_font: z.string(), body_font: z.string() }).nullable().optional(),
  /** With a kit: the brand fields that are the project's own (overridden), not the kit's. */
  brand_overrides: z.array(kitFieldSchema).optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ projects: z.array(projectSchema) });

export const projectImagesSchema = z.object({
  images: z.array(z.string()),
  total_images: z.number().int(),
  moodboards_count: z.number().int(),
});
export type ProjectImages = z.infer<typeof projectImagesSchema>;

/** The contextual insights a project selects: the three sections. */
export const INSIGHTS = SECTIONS;

const MAX_TEXT = 500;

/** A JSON-encoded array of strings (multipart sends arrays as JSON, spec §7). */
const jsonStringArray = (field: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (Array.isArray(value)) return value;
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string')) return parsed as string[];
      } catch {
        // fall through to the readable message below
      }
      ctx.addIssue({ code: 'custom', message: `${field} must be a JSON list of strings, like ["oak", "linen"].` });
      return z.NEVER;
    })
    .pipe(z.array(z.string().trim().min(1).max(200)).max(100, `${field} can hold at most 100 entries.`).optional());

const SITE_FORMAT = 'site must be "lat,lng": a latitude between -90 and 90 and a longitude between -180 and 180.';

const optionalNumber = (field: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a number between ${min} and ${max}.` });
        return z.NEVER;
      }
      return n;
    });

/**
 * Spec §3 create/update payload (multipart fields), plus the location's coordinates and hexagon,
 * the logo and brand book files and (create only) the workspace to create it in.
 */
export const projectInputSchema = formInput({
  projectName: z.string().trim().max(MAX_TEXT, 'Project name is too long.').optional(),
  projectLocation: z.string().trim().max(MAX_TEXT, 'Project location is too long.').optional(),
  contextInsights: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parts = v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const bad = parts.filter((p) => !(INSIGHTS as readonly string[]).includes(p));
      if (bad.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown contextual insight: ${bad.join(', ')}. Use historical, social or physical.` });
        return z.NEVER;
      }
      return INSIGHTS.filter((i) => parts.includes(i)).join(',');
    }),
  brandName: z.string().trim().max(MAX_TEXT, 'Brand name is too long.').optional(),
  website: z.string().trim().max(2000, 'Website is too long.').optional(),
  keywords: jsonStringArray('keywords'),
  prompts: jsonStringArray('prompts'),
  locationLat: optionalNumber('locationLat', -90, 90),
  locationLng: optionalNumber('locationLng', -180, 180),
  locationH3: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{15}$/i, 'locationH3 must be an H3 cell index.')
    .optional()
    .or(z.literal('')),
  /** The site pinned on the map as "lat,lng"; "" takes the pin away. */
  site: z
    .string()
    .max(64, SITE_FORMAT)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v.trim() === '') return null;
      const parts = v.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
      const [lat = Number.NaN, lng = Number.NaN] = parts;
      if (parts.length !== 2 || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.addIssue({ code: 'custom', message: SITE_FORMAT });
        return z.NEVER;
      }
      return { lat, lng };
    }),
  workspace_id: z.string().max(200, 'That is not a workspace id.').optional(),
  /** Picks a brand kit of the project's studio ("" uses none). */
  brandKitId: z.union([uuidSchema('That is not a brand kit id.'), z.literal('')]).optional(),
  /** Brand fields that go back to the kit's value (their overrides dropped), as a JSON list. */
  useKitValue: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      let list: unknown = value;
      if (typeof value === 'string') {
        try {
          list = JSON.parse(value);
        } catch {
          list = [value];
        }
      }
      const parsed = z.array(kitFieldSchema).safeParse(list);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'useKitValue lists brand fields: brand_name, brand_palette, keywords or logo.' });
      return z.NEVER;
    }),
  logo: formFile(),
  brandBook: formFile(),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const projectIdParamsSchema = z.object({
  id: uuidSchema('That is not a project id.'),
});

export const createProjectResponseSchema = z.object({ project_id: z.string(), project: projectSchema });

/** GET /api/projects/:id/metadata: the project without its data. */
export const projectMetadataResponseSchema = z.object({ project: projectSchema });

/** DELETE /api/projects/:id/ */
export const deleteProjectResponseSchema = z.object({ deleted: z.literal(true), project_id: z.string() });
