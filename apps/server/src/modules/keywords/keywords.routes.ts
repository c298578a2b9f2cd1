import { ErrorCode, keywordsResponseSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { DocumentReader } from '../../adapters/documents/document-reader.port.js';
import type { WebsiteFetcher } from '../../adapters/web/website-fetcher.port.js';
import { AppError } from '../../errors.js';
import { access } from '../../http/route-access.js';
import { type FormBody, fieldValue, readForm } from '../../lib/multipart.js';
import type { ProjectService } from '../projects/index.js';
import { readBrandBookText, requireProjectAccess } from '../projects/index.js';
import { generateKeywords } from './keywords.service.js';

/** The brand book's text: an uploaded PDF, else the project's stored one. */
async function brandBookText(documents: DocumentReader, form: FormBody, projectBookText: string | null): Promise<string | null> {
  const file = form.files.brandBook;
  if (!file) return projectBookText;
  return (await readBrandBookText(documents, file.bytes)) || null;
}

/** POST /generate_keywords/ (spec §7): brandName + website → keywords, prompts (+ source, notice). */
export async function keywordRoutes(
  app: FastifyInstance,
  opts: { fetcher: WebsiteFetcher; documents: DocumentReader; projects: ProjectService },
): Promise<void> {
  const schema = { response: { 200: keywordsResponseSchema } };
  app.post(
    '/generate_keywords/',
    { preHandler: app.requireUser, config: access.project('body', 'edit', 'generate'), schema },
    async (request) => {
      const form = await readForm(request);
      // Ownership first: another user's project id is a 404 whatever else the form says.
      const projectId = fieldValue(form, 'project_id');
      const project = projectId ? await requireProjectAccess(opts.projects, request.user!.id, projectId, 'edit') : null;
      const brandName = fieldValue(form, 'brandName')?.trim() ?? '';
      const website = fieldValue(form, 'website')?.trim() ?? '';
      if (!brandName || !website)
        throw new AppError(ErrorCode.Validation, 'Please fill in both Brand Name and Website fields before generating keywords.');
      const text = await brandBookText(opts.documents, form, project?.brand_book_text ?? null);
      return generateKeywords(
        { fetcher: opts.fetcher },
        { brandName: brandName.slice(0, 200), website: website.slice(0, 2000), brandBookText: text },
      );
    },
  );
}
