import type { PlaceFacts } from '../../geo/place-facts.js';
import type { Section } from '../schemas.js';
import type { createOfflineTextModel } from './offline-text-model.js';

/** One insight's two pages as the offline writer makes them: the Context, then its Topics from it. */
export interface PagePair {
  context: { description: string; labels: string[] };
  topics: { description: string; labels: string[] };
}

/** Writes a Context page, then its Topics page from that Context (as the generation flow does), for the tests of offline text. */
export async function writePagePair(
  model: ReturnType<typeof createOfflineTextModel>,
  input: { brandName: string; keywords: string[]; place: PlaceFacts; section: Section },
): Promise<PagePair> {
  const ctx = await model.contextMetadata({ ...input, photoSourceAvailable: false });
  const contextLabels = ctx.images.map((i) => i.label);
  const topics = await model.topicsMetadata({ ...input, context: ctx.description, contextLabels, photoSourceAvailable: false });
  return {
    context: { description: ctx.description, labels: contextLabels },
    topics: { description: topics.description ?? '', labels: topics.topics.map((t) => t.label) },
  };
}
