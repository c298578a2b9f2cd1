import { type KeywordsInput, keywordsInputSchema, keywordsResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { placeKeywords } from '../../adapters/ai/index.js';
import type { DocumentReader } from '../../adapters/documents/document-reader.port.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { WebsiteFetcher } from '../../adapters/web/website-fetcher.port.js';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { access } from '../../http/route-access.js';
import { fileBytes } from '../../lib/multipart.js';
import type { ProjectRow } from '../projects/index.js';
import { readBrandBookText } from '../projects/index.js';
import { generateKeywords } from './keywords.service.js';

/** The brand book's text: an uploaded PDF, else the project's stored one. */
async function brandBookText(documents: DocumentReader, input: KeywordsInput, projectBookText: string | null): Promise<string | null> {
  if (!input.brandBook) return projectBookText;
  return (await readBrandBookText(documents, fileBytes(input.brandBook))) || null;
}

/**
 * Design words of the project's place: the point picked on the form (or stored with the
 * project), else the first match for its location text; none when there is no place.
 */
async function placeWords(geocoder: Geocoder, input: KeywordsInput, project: ProjectRow | null): Promise<string[]> {
  const text = (input.projectLocation || project?.location || '').slice(0, 200);
  let [lat, lng] = [input.locationLat, input.locationLng];
  if (lat === null || lng === null) [lat, lng] = [project?.location_lat ?? null, project?.location_lng ?? null];
  if (lat === null || lng === null) {
    const hit = text ? (await geocoder.search(text, 1).catch(() => []))[0] : undefined;
    if (!hit) return [];
    [lat, lng] = [hit.lat, hit.lng];
  }
  const place = await geocoder.placeFacts(lat, lng, text || undefined).catch(() => undefined);
  return place ? placeKeywords(place) : [];
}

/** POST /generate_keywords/ (spec §7): brandName + website → keywords, prompts (+ source, notice). */
export async function keywordRoutes(
  app: FastifyInstance,
  opts: { fetcher: WebsiteFetcher; documents: DocumentReader; geocoder: Geocoder },
): Promise<void> {
  const schema = { response: { 200: keywordsResponseSchema } };
  app.post(
    '/generate_keywords/',
    {
      preHandler: app.requireUser,
      config: { ...access.project('body', 'edit', 'generate'), ...declaresInput(keywordsInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema,
    },
    async (request) => {
      // Ownership first: another user's project id is a 404 whatever else the form says.
      const project = (await app.formProject(request, { optional: true })) ?? null;
      const input = await parseInput(keywordsInputSchema, request);
      return generateKeywords(
        { fetcher: opts.fetcher },
        {
          brandName: input.brandName,
          website: input.website,
          brandBookText: await brandBookText(opts.documents, input, project?.brand_book_text ?? null),
          placeWords: await placeWords(opts.geocoder, input, project),
        },
      );
    },
  );
}
