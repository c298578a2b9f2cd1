import type { Project } from '@loci/shared';
import { createEmptyValues, type InstructionValues, keywordTags, parseInsights } from './instruction-form';

/** Uploads already stored with a project, shown back in the form. */
export type StoredUploads = { logoUrl: string | null; brandBookName: string | null };

export const NO_UPLOADS: StoredUploads = { logoUrl: null, brandBookName: null };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The form as a saved project left it (every keyword saved was selected). */
export function valuesFromProject(project: Project): InstructionValues {
  return {
    projectName: project.project_name,
    location: {
      text: project.project_location,
      lat: project.location_lat,
      lng: project.location_lng,
      h3: project.location_h3,
      site: project.site,
    },
    insights: parseInsights(project.contextual_insights),
    brandName: project.brand_name || project.brand_definition,
    website: project.website,
    keywords: keywordTags(project.keywords),
    prompts: project.prompts,
  };
}

/** The uploads a saved project already has. */
export function uploadsFromProject(project: Project): StoredUploads {
  return { logoUrl: project.logo_url, brandBookName: project.brand_book_name };
}

/**
 * `/instruction` navigation state (spec §2: previous values). Unknown shapes are ignored,
 * contextInsights may be "historical,social" or a list.
 */
export function valuesFromNavigationState(state: unknown): InstructionValues {
  const empty = createEmptyValues();
  if (typeof state !== 'object' || state === null) return empty;
  const s = state as Record<string, unknown>;
  const insights = s.contextInsights;
  return {
    ...empty,
    projectName: text(s.projectName),
    location: { ...empty.location, text: text(s.projectLocation) },
    insights: typeof insights === 'string' || Array.isArray(insights) ? parseInsights(texts([insights].flat())) : empty.insights,
    brandName: text(s.brandName),
    website: text(s.website),
    keywords: keywordTags(texts(s.keywords)),
    prompts: texts(s.prompts),
  };
}
