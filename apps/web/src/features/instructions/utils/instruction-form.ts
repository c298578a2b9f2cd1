import { INSIGHTS } from '@loci/shared';

export type Insight = (typeof INSIGHTS)[number];

/** A keyword tag: saved only while selected (spec §3). `lang`: the website's language, for generated ones. */
export type KeywordTag = { text: string; selected: boolean; lang?: string };

/** The chosen place: the text the user sees plus, when picked on the map or from the list, its point and hexagon. */
export type ProjectLocation = {
  text: string;
  lat: number | null;
  lng: number | null;
  h3: string | null;
  /** The site pinned on the map; null when none; left out when this form has not touched it. */
  site?: { lat: number; lng: number } | null;
};

/** Everything the Instructions form edits. Files are kept apart from the text fields. */
export type InstructionValues = {
  projectName: string;
  location: ProjectLocation;
  insights: Insight[];
  brandName: string;
  website: string;
  keywords: KeywordTag[];
  prompts: string[];
};

export const REQUIRED_NOTICE =
  'Required: Please fill in Brand Name and Website fields, then click GENERATE to create keywords before proceeding.';
export const GENERATE_MISSING_FIELDS = 'Please fill in both Brand Name and Website fields before generating keywords.';
export const GENERATE_FAILED = 'Error generating keywords. Please check your internet connection and try again.';
export const CREATE_FAILED = 'Failed to create project. Please try again.';

export const EMPTY_LOCATION: ProjectLocation = { text: '', lat: null, lng: null, h3: null };

/** A blank form: every insight on (spec §2). */
export function createEmptyValues(): InstructionValues {
  return {
    projectName: '',
    location: EMPTY_LOCATION,
    insights: [...INSIGHTS],
    brandName: '',
    website: '',
    keywords: [],
    prompts: [],
  };
}

const isFilled = (value: string) => value.trim().length > 0;

/** Spec §4/§5: name, location, brand name and website non-blank, and keywords generated. */
export function isFormComplete(values: InstructionValues): boolean {
  return (
    isFilled(values.projectName) &&
    isFilled(values.location.text) &&
    isFilled(values.brandName) &&
    isFilled(values.website) &&
    values.keywords.length > 0
  );
}

/** GENERATE needs both the brand name and the website (spec §5). */
export function canGenerate(values: Pick<InstructionValues, 'brandName' | 'website'>): boolean {
  return isFilled(values.brandName) && isFilled(values.website);
}

/** Spec §4: trimmed, ignored if empty, not duplicated if present (case-insensitive), added as selected. */
export function addKeyword(keywords: KeywordTag[], input: string): KeywordTag[] {
  const text = input.trim();
  if (!text) return keywords;
  const lower = text.toLowerCase();
  if (keywords.some((k) => k.text.toLowerCase() === lower)) return keywords;
  return [...keywords, { text, selected: true }];
}

/** Flips one keyword's selection. */
export function toggleKeyword(keywords: KeywordTag[], text: string): KeywordTag[] {
  return keywords.map((k) => (k.text === text ? { ...k, selected: !k.selected } : k));
}

/** Freshly generated keywords replace the old ones, all selected, marked with their language when known. */
export function keywordTags(texts: string[], language?: string): KeywordTag[] {
  const tags = texts.reduce<KeywordTag[]>((out, text) => addKeyword(out, text), []);
  return language && language !== 'und' ? tags.map((tag) => ({ ...tag, lang: language })) : tags;
}

/** The keywords that are saved (spec §3: only the selected ones). */
export function selectedKeywords(keywords: KeywordTag[]): string[] {
  return keywords.filter((k) => k.selected).map((k) => k.text);
}

/** Reads "historical,social" (or a list) into insights in the canonical order; blank means none. */
export function parseInsights(value: string | string[] | undefined | null): Insight[] {
  if (value === undefined || value === null) return [...INSIGHTS];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase());
  return INSIGHTS.filter((insight) => parts.includes(insight));
}

/** Flips one insight, keeping the canonical order. */
export function toggleInsight(insights: Insight[], insight: Insight): Insight[] {
  const next = insights.includes(insight) ? insights.filter((i) => i !== insight) : [...insights, insight];
  return INSIGHTS.filter((i) => next.includes(i));
}
