import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /generate_keywords/` answer. */
export type GeneratedKeywords = {
  keywords: string[];
  prompts: string[];
  source: 'website' | 'brand-name';
  /** Why the website could not be used, or gave little, shown as a short notice. */
  notice?: string;
  /** The keywords' language, the website's ("ja"); "und" when unknown. */
  language?: string;
  /** How much the website gave: enough, little (the notice says so) or unread. */
  websiteText?: 'enough' | 'little' | 'unread';
};

export type GenerateKeywordsInput = {
  brandName: string;
  website: string;
  /** The project's place: when the website says too little, its design words become keywords. */
  location?: { text: string; lat: number | null; lng: number | null };
  projectId?: string;
  brandBook?: File | null;
};

/** Asks the server to read the website (and brand book) and derive keywords and prompts. */
export function generateKeywords(input: GenerateKeywordsInput): Promise<GeneratedKeywords> {
  const body = new FormData();
  body.set('brandName', input.brandName.trim());
  body.set('website', input.website.trim());
  if (input.projectId) body.set('project_id', input.projectId);
  const location = input.location;
  if (location?.text.trim()) body.set('projectLocation', location.text.trim());
  if (location && location.lat !== null && location.lng !== null) {
    body.set('locationLat', String(location.lat));
    body.set('locationLng', String(location.lng));
  }
  if (input.brandBook) body.set('brandBook', input.brandBook);
  return apiFetch<GeneratedKeywords>('/generate_keywords/', { method: 'POST', body });
}

/** GENERATE. */
export function useGenerateKeywords() {
  return useMutation({ mutationFn: generateKeywords });
}
