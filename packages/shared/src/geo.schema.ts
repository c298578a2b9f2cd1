import { z } from 'zod';
import { authConfigSchema } from './auth.schema.js';
import { formCoordinate, formFile, formInput, formOptionalText, formProjectId, formString } from './form-input.js';

// C0 and C1 control characters and DEL: never part of a place name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const geoSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type a place to search for.')
    .max(200, 'A place search is at most 200 characters.')
    .refine((q) => !CONTROL_CHARACTERS.test(q), 'A place search cannot contain control characters.'),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const geoReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90, 'lat must be between -90 and 90.').max(90, 'lat must be between -90 and 90.'),
  lng: z.coerce.number().min(-180, 'lng must be between -180 and 180.').max(180, 'lng must be between -180 and 180.'),
});

const latitude = (field: string) =>
  z.coerce.number().min(-90, `${field} must be between -90 and 90.`).max(90, `${field} must be between -90 and 90.`);
const longitude = (field: string) =>
  z.coerce.number().min(-180, `${field} must be between -180 and 180.`).max(180, `${field} must be between -180 and 180.`);

/** GET /api/geo/places: the map's view (west > east crosses the antimeridian). */
export const geoViewQuerySchema = z
  .object({
    south: latitude('south'),
    west: longitude('west'),
    north: latitude('north'),
    east: longitude('east'),
    limit: z.coerce.number().int().min(1).max(200).default(60),
  })
  .refine((v) => v.south <= v.north, 'south must not be north of north.');

export const geoMapPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().optional(),
  kind: z.enum(['place', 'section']),
});
export type GeoMapPlace = z.infer<typeof geoMapPlaceSchema>;
export const geoViewResponseSchema = z.object({ places: z.array(geoMapPlaceSchema) });

/** GET /api/geo/site: facts at a site pinned inside the place a project names. */
export const geoSiteQuerySchema = z.object({
  lat: latitude('lat'),
  lng: longitude('lng'),
  place: z
    .string()
    .trim()
    .max(200, 'A place name is at most 200 characters.')
    .refine((q) => !CONTROL_CHARACTERS.test(q), 'A place name cannot contain control characters.')
    .optional(),
});

export const geoSiteSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The place the site lies in or near, and how far the site is from its centre. */
  centre: z.object({ name: z.string(), distanceKm: z.number() }).nullable(),
  /** Sun at the site (suncalc): noon altitude in degrees and day length in hours at the solstices. */
  sun: z.object({
    juneNoonAltitude: z.number(),
    decemberNoonAltitude: z.number(),
    juneDayHours: z.number(),
    decemberDayHours: z.number(),
  }),
  /** Named features near the site, nearest first, with where Loci knows them from. */
  nearby: z.array(z.object({ name: z.string(), kind: z.string(), distanceKm: z.number(), source: z.enum(['openstreetmap', 'loci']) })),
});
export type GeoSite = z.infer<typeof geoSiteSchema>;

export const geoPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  region: z.string().optional(),
  country: z.string().optional(),
  countryCode: z.string().optional(),
  population: z.number().optional(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

/** GET /api/geo/search */
export const geoSearchResponseSchema = z.object({ results: z.array(geoPlaceSchema) });

export const geoReverseSchema = z.object({
  neighbourhood: z.string().optional(),
  sublocality: z.string().optional(),
  locality: z.string().optional(),
  formattedAddress: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeoReverse = z.infer<typeof geoReverseSchema>;

/** Public client configuration: what the web app needs to know before sign-in. */
export const clientConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  geocoder: z.enum(['offline', 'nominatim', 'google']),
  /** Either the text or the image provider is Loci's offline one. */
  offlineAi: z.boolean(),
  /** The image provider is Loci's offline renderer (images are studies and cost nothing). */
  offlineImages: z.boolean(),
  auth: authConfigSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const keywordsResponseSchema = z.object({
  keywords: z.array(z.string()),
  prompts: z.array(z.string()),
  source: z.enum(['website', 'brand-name']),
  notice: z.string().optional(),
  /** The keywords' language, the website's (ISO 639-1, e.g. "ja"); "und" when unknown. */
  language: z.string().optional(),
  /** How much the website gave: enough to read keywords from, little (see notice), or unread (fetch failed). */
  websiteText: z.enum(['enough', 'little', 'unread']).optional(),
});
export type KeywordsResponse = z.infer<typeof keywordsResponseSchema>;

const KEYWORDS_NEED = 'Please fill in both Brand Name and Website fields before generating keywords.';
/** POST /generate_keywords/ (spec §7: brandName, website), plus the project's place and an optional brand book. */
export const keywordsInputSchema = formInput({
  project_id: formProjectId,
  brandName: formString(z.string().trim().min(1, KEYWORDS_NEED)).transform((v) => v.slice(0, 200)),
  website: formString(z.string().trim().min(1, KEYWORDS_NEED)).transform((v) => v.slice(0, 2000)),
  projectLocation: formOptionalText(200),
  locationLat: formCoordinate(90),
  locationLng: formCoordinate(180),
  brandBook: formFile(),
});
export type KeywordsInput = z.output<typeof keywordsInputSchema>;
