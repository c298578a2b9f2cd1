import { z } from 'zod';
import { formFile, formInput } from './form-input.js';

/**
 * Brand kits (issue #48): a studio keeps brand kits (a brand's name, definition, palette, fonts,
 * keywords and logo) and one studio kit (its own logo, fonts, colours and the closing slide's
 * contact lines). A project picks a kit: each brand field comes from the kit unless the project
 * overrides it.
 */

/** The typefaces the deck can draw (its headings in Fraunces, its text in Inter). */
export const KIT_FONTS = ['Fraunces', 'Inter'] as const;
export const kitFontSchema = z.enum(KIT_FONTS, { error: `A font is one of ${KIT_FONTS.join(', ')}.` });

/** The project fields a kit gives; a project overrides each on its own. */
export const KIT_FIELDS = ['brand_name', 'brand_palette', 'keywords', 'logo'] as const;
export type KitField = (typeof KIT_FIELDS)[number];
export const kitFieldSchema = z.enum(KIT_FIELDS, { error: `A kit field is one of ${KIT_FIELDS.join(', ')}.` });

export const BRAND_KIT_NAME_MAX = 120;

const hexSchema = z
  .string()
  .trim()
  .regex(/^#?[0-9a-f]{6}$/i, 'A palette colour is a hex colour like #1B1B1A.')
  .transform((v) => `#${v.replace(/^#/, '').toUpperCase()}`);

/** One brand kit as a studio's members see it. */
export const brandKitSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  definition: z.string(),
  palette: z.array(z.string()),
  heading_font: kitFontSchema,
  body_font: kitFontSchema,
  keywords: z.array(z.string()),
  logo_url: z.string().nullable(),
  /** How many of the studio's projects use it. */
  projects_count: z.number().int(),
  updated_at: z.string(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

export const brandKitListSchema = z.object({ kits: z.array(brandKitSchema) });
export const brandKitResponseSchema = z.object({ kit: brandKitSchema });

const kitName = z
  .string()
  .trim()
  .min(1, 'Please enter a name for the brand kit.')
  .max(BRAND_KIT_NAME_MAX, `A brand kit name can be at most ${BRAND_KIT_NAME_MAX} characters.`);
const kitDefinition = z.string().trim().max(2000, 'The brand definition can be at most 2000 characters.');
const kitPalette = z.array(hexSchema).max(12, 'A palette holds at most 12 colours.');
const kitKeywords = z.array(z.string().trim().min(1).max(200)).max(100, 'A kit holds at most 100 keywords.');

/** PATCH a kit (JSON): only what changes. */
export const brandKitPatchSchema = z.object({
  name: kitName.optional(),
  definition: kitDefinition.optional(),
  palette: kitPalette.optional(),
  heading_font: kitFontSchema.optional(),
  body_font: kitFontSchema.optional(),
  keywords: kitKeywords.optional(),
});
export type BrandKitPatch = z.infer<typeof brandKitPatchSchema>;

/** POST a kit (JSON): a name, the rest as given or empty. */
export const brandKitInputSchema = z.object({
  name: kitName,
  definition: kitDefinition.default(''),
  palette: kitPalette.default([]),
  heading_font: kitFontSchema.default('Fraunces'),
  body_font: kitFontSchema.default('Inter'),
  keywords: kitKeywords.default([]),
});
export type BrandKitInput = z.infer<typeof brandKitInputSchema>;

/** PUT …/logo (multipart): the kit's logo image. */
export const kitLogoInputSchema = formInput({ logo: formFile() });

/** A studio's own kit: its logo, fonts, colours and the contact lines of the deck's closing slide. */
export const studioKitSchema = z.object({
  workspace_id: z.string(),
  logo_url: z.string().nullable(),
  palette: z.array(z.string()),
  heading_font: kitFontSchema,
  body_font: kitFontSchema,
  contact_lines: z.array(z.string()),
});
export type StudioKit = z.infer<typeof studioKitSchema>;
export const studioKitResponseSchema = z.object({ studio_kit: studioKitSchema });

export const studioKitInputSchema = z.object({
  palette: kitPalette.default([]),
  heading_font: kitFontSchema.default('Fraunces'),
  body_font: kitFontSchema.default('Inter'),
  contact_lines: z
    .array(z.string().trim().max(200, 'A contact line can be at most 200 characters.'))
    .max(6, 'At most 6 contact lines.')
    .default([]),
});
export type StudioKitInput = z.infer<typeof studioKitInputSchema>;

/** POST /api/projects/:id/brand-kit: a new kit of the project's studio from its instructions, picked by the project. */
export const kitFromProjectSchema = z.object({
  name: kitName.optional(),
});
