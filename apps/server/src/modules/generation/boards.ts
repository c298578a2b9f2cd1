import { CONTEXT_SLOT_COUNT, ErrorCode, SECTION_TITLES, TOPICS_SLOT_COUNT } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { AiProviders, BrandInput, Section } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import { textCall } from '../imaging/index.js';
import { findSection, listSlots, type SlotSeed } from './generation.repository.js';
import { replaceBoard } from './slot-writes.js';

export interface BoardsDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  ai: AiProviders;
}

/** Context and topics metadata: written by the text model, persisted as a board with pending slots. */
export function createBoards(deps: BoardsDeps) {
  const { db, ai } = deps;
  const photoSourceAvailable = !ai.offline.photos;

  async function contextBoard(projectId: string, section: Section, input: BrandInput) {
    const meta = await textCall(ai, () => ai.text.contextMetadata({ ...input, section, count: CONTEXT_SLOT_COUNT, photoSourceAvailable }));
    const seeds: SlotSeed[] = meta.images
      .slice(0, CONTEXT_SLOT_COUNT)
      .map((i) => ({ label: i.label, prompt: i.prompt, alternativeLabels: i.alternativeLabels, promptUsage: i.promptUsage }));
    const textBy = ai.text.provider;
    await replaceBoard(deps, { projectId, section, kind: 'context' }, { description: meta.description, seeds, textBy });
    return { description: meta.description, seeds };
  }

  /**
   * Topics grow from the context labels; the stored context is used for what the caller leaves out.
   * The page keeps the text the model wrote about its topics, never a copy of the context (issue #44).
   */
  async function topicsBoard(projectId: string, section: Section, input: BrandInput, given: { context?: string; labels?: string[] } = {}) {
    const stored = await findSection(db, { projectId, section, kind: 'context' });
    const context = given.context || stored?.description || '';
    const labels = given.labels?.length
      ? given.labels
      : (await listSlots(db, projectId, { section, kind: 'context' })).map((s) => s.label).filter(Boolean);
    if (!context || !labels.length) {
      throw new AppError(
        ErrorCode.Conflict,
        `You need to generate the ${SECTION_TITLES[section]} Context first before generating the Topics.`,
      );
    }
    const meta = await textCall(ai, () =>
      ai.text.topicsMetadata({ ...input, section, context, contextLabels: labels, count: TOPICS_SLOT_COUNT, photoSourceAvailable }),
    );
    const seeds: SlotSeed[] = meta.topics
      .slice(0, TOPICS_SLOT_COUNT)
      .map((t) => ({ label: t.label, prompt: t.prompt, alternativeLabels: t.alternativeLabels, promptUsage: t.promptUsage }));
    const board = { description: meta.description, seeds, textBy: ai.text.provider };
    await replaceBoard(deps, { projectId, section, kind: 'topics' }, board);
    return { context, description: meta.description, seeds };
  }

  return { contextBoard, topicsBoard };
}

export type Boards = ReturnType<typeof createBoards>;
