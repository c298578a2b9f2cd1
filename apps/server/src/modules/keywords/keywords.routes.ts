import { ErrorCode, keywordsResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { placeKeywords } from '../../adapters/ai/index.js';
import type { DocumentReader } from '../../adapters/documents/document-reader.port.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { WebsiteFetcher } from '../../adapters/web/website-fetcher.port.js';
import { AppError } from '../../errors.js';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { type FormBody, fieldValue, readForm } from '../../lib/multipart.js';
import type { ProjectRow, ProjectService } from '../projects/index.js';
import { readBrandBookText, requireProjectAccess } from '../projects/index.js';
import { generateKeywords } from './keywords.service.js';

/** The brand book's text: an uploaded PDF, else the project's stored one. */
async function brandBookText(documents: DocumentReader, form: FormBody, projectBookText: string | null): Promise<string | null> {
  const file = form.files.brandBook;
  if (!file) return projectBookText;
  return (await readBrandBookText(documents, file.bytes)) || null;
}

/** A coordinate from the form, when it is a finite number in range. */
function coordinate(form: FormBody, key: string, limit: number): number | null {
  const raw = fieldValue(form, key)?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * Design words of the project's place: the point picked on the form (or stored with the
 * project), else the first match for its location text; none when there is no place.
 */
async function placeWords(geocoder: Geocoder, form: FormBody, project: ProjectRow | null): Promise<string[]> {
  const text = (fieldValue(form, 'projectLocation')?.trim() || project?.location || '').slice(0, 200);
  let lat = coordinate(form, 'locationLat', 90);
  let lng = coordinate(form, 'locationLng', 180);
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
  opts: { fetcher: WebsiteFetcher; documents: DocumentReader; projects: ProjectService; geocoder: Geocoder },
): Promise<void> {
  const schema = { response: { 200: keywordsResponseSchema } };
  app.post(
    '/generate_keywords/',
    { preHandler: app.requireUser, config: access.project('body', 'edit', 'generate'), bodyLimit: FORM_BODY_LIMIT, schema },
    async (request) => {
      const form = await readForm(request);
      // Ownership first: another user's project id is a 404 whatever else the form says.
      const projectId = fieldValue(form, 'project_id');
      const project = projectId ? await requireProjectAccess(opts.projects, signedInUser(request).id, projectId, 'edit') : null;
      const brandName = fieldValue(form, 'brandName')?.trim() ?? '';
      const website = fieldValue(form, 'website')?.trim() ?? '';
      if (!brandName || !website)
        throw new AppError(ErrorCode.Validation, 'Please fill in both Brand Name and Website fields before generating keywords.');
      const text = await brandBookText(opts.documents, form, project?.brand_book_text ?? null);
      return generateKeywords(
        { fetcher: opts.fetcher },
        {
          brandName: brandName.slice(0, 200),
          website: website.slice(0, 2000),
          brandBookText: text,
          placeWords: await placeWords(opts.geocoder, form, project),
        },
      );
    },
  );
}
