import { z } from 'zod';
import { kitFieldSchema } from './brand-kits.schema.js';
import { asSection, DEFAULT_PROGRAMMATIC_AREA, SECTIONS, type Section } from './constants.js';
import type { ImageCredit } from './generation.schema.js';
import { normaliseSettings } from './image-settings.js';
import type { Moodboard, MoodboardRender } from './moodboards.schema.js';
import type { ContextSectionData, ProjectData, ProjectWithData, SlotLists, SlotStatus, TopicsSectionData } from './project-model.schema.js';
import { SLOT_STATUSES } from './project-model.schema.js';
import type { Project } from './projects.schema.js';
import { renderSpaceSchema } from './space.schema.js';
import { workspaceRoleSchema } from './workspaces.schema.js';

/**
 * Reads project data leniently into the typed read model: what the server answers today, and the
 * shapes older clients and stored copies hold (spec §3 alternative names such as `image_data`,
 * `newLabels`, capitalised section keys, a moodboard's `title`/`id`, a missing field). Nothing here
 * throws: a missing or malformed field gets its empty value, a moodboard without a title is skipped.
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = z.string().catch('');
const texts = z.array(text).catch([]);
const textLists = z.array(texts).catch([]);
const numbers = z.array(z.coerce.number().catch(0)).catch([]);
const flags = z.array(z.unknown().transform(Boolean)).catch([]);
const credit = z
  .object({ credit: z.string(), licence: text, sourceUrl: text })
  .nullable()
  .catch(null)
  .transform((c): ImageCredit => c);
const slotStatus = z.enum(SLOT_STATUSES).catch('pending');

/** The first of `keys` that is set on `raw`. */
function pick(raw: Raw, keys: readonly string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined) return raw[key];
  return undefined;
}

/** A section's entry in `contexts` or `topics`, lowercase or capitalised as legacy data has it. */
function sectionEntry(group: unknown, section: Section): Raw | undefined {
  if (!isRecord(group)) return undefined;
  const found = group[section] ?? group[section[0].toUpperCase() + section.slice(1)];
  return isRecord(found) ? found : undefined;
}

function readSlotLists(raw: Raw): SlotLists {
  const promptUsage = numbers.parse(pick(raw, ['promptUsage', 'prompt_usage']));
  const rawSettings = pick(raw, ['generationParams', 'imageSettings']);
  const settings = (Array.isArray(rawSettings) ? rawSettings : []).map((s, i) =>
    normaliseSettings(isRecord(s) ? (s as Parameters<typeof normaliseSettings>[0]) : undefined, promptUsage[i]),
  );
  return {
    images: texts.parse(pick(raw, ['images', 'image_data', 'newImages'])),
    alternativeLabels: textLists.parse(pick(raw, ['alternativeLabels', 'alternative_labels'])),
    alternativeImages: textLists.parse(pick(raw, ['alternativeImages', 'alternative_images'])),
    promptUsage,
    generationParams: settings,
    imageSettings: settings,
    credits: z.array(credit).catch([]).parse(raw.credits),
    ai: flags.parse(raw.ai),
    study: flags.parse(raw.study),
    slotStatus: z.array(slotStatus).catch([]).parse(raw.slotStatus) as SlotStatus[],
    slotErrors: texts.parse(raw.slotErrors),
    isFetching: Boolean(raw.isFetching),
    dataFetched: Boolean(raw.dataFetched),
  };
}

function readContext(raw: Raw): ContextSectionData {
  return {
    description: text.parse(pick(raw, ['description', 'context'])),
    textOffline: raw.textOffline === true,
    imagePrompts: texts.parse(pick(raw, ['imagePrompts', 'image_prompts'])),
    imageLabels: texts.parse(pick(raw, ['imageLabels', 'image_labels', 'labels'])),
    ...readSlotLists(raw),
  };
}

function readTopics(raw: Raw, context: ContextSectionData | undefined): TopicsSectionData {
  return {
    context: text.parse(pick(raw, ['context'])) || (context?.description ?? ''),
    description: text.parse(pick(raw, ['description'])),
    textOffline: raw.textOffline === true,
    prompts: texts.parse(pick(raw, ['prompts', 'newPrompts', 'imagePrompts'])),
    labels: texts.parse(pick(raw, ['labels', 'newLabels'])),
    ...readSlotLists(raw),
  };
}

function readRenders(raw: Raw): MoodboardRender[] {
  const list = Array.isArray(raw.renders) ? raw.renders.filter(isRecord) : [];
  const renders = list.map((r): MoodboardRender => {
    const render: MoodboardRender = {
      id: text.parse(r.id),
      image: text.parse(r.image),
      render_prompt: text.parse(r.render_prompt),
      created_at: text.parse(r.created_at),
    };
    // A render from the designer's space keeps its lineage (issue #33).
    const space = renderSpaceSchema.safeParse(r.space);
    if (space.success) render.space = space.data;
    return render;
  });
  // Older copies kept only the latest render, as `render`: it goes first (oldest) of the history.
  const single = text.parse(raw.render);
  return single ? [{ id: '', image: single, render_prompt: '', created_at: '' }, ...renders] : renders;
}

const imageStatusOf = (value: unknown, image: string): Moodboard['imageStatus'][number] =>
  value === 'pending' || value === 'done' || value === 'failed' ? value : image ? 'done' : 'pending';

/** One moodboard, or null without a title; `moodboard_id` is '' when the copy has no id. */
export function readMoodboard(item: unknown): Moodboard | null {
  if (!isRecord(item)) return null;
  const title = text.parse(item.moodboard_title) || text.parse(item.title);
  if (!title) return null;
  const id = String(pick(item, ['moodboard_id', 'id']) ?? '');
  const images = texts.parse(item.images);
  const statuses = Array.isArray(item.imageStatus) ? item.imageStatus : [];
  const imageStatus = images.map((image, i) => imageStatusOf(statuses[i], image));
  const settings = Array.isArray(item.imageSettings) ? item.imageSettings : [];
  const done = imageStatus.filter((s) => s !== 'pending').length;
  return {
    moodboard_id: id,
    id,
    moodboard_title: title,
    title,
    images,
    prompts: texts.parse(item.prompts),
    labels: texts.parse(item.labels),
    optionalPrompt: text.parse(item.optionalPrompt),
    programmaticArea: text.parse(item.programmaticArea) || DEFAULT_PROGRAMMATIC_AREA,
    selectedImage: text.parse(item.selectedImage),
    isGenerating: Boolean(item.isGenerating) || imageStatus.includes('pending'),
    totalImages: z.coerce
      .number()
      .catch(images.length)
      .parse(item.totalImages ?? images.length),
    completedImages: z.coerce
      .number()
      .catch(done)
      .parse(item.completedImages ?? done),
    section: asSection(pick(item, ['section', 'selectedInsight', 'insight'])) ?? '',
    imageStatus,
    imageSettings: images.map((_, i) => {
      const s = isRecord(settings[i]) ? settings[i] : {};
      return { microMacro: Number(s.microMacro ?? 1), photoStyled: Number(s.photoStyled ?? 1) };
    }),
    renders: readRenders(item),
    ...(typeof item.pinned_render_id === 'string' && item.pinned_render_id ? { pinned_render_id: item.pinned_render_id } : {}),
    created_at: text.parse(item.created_at),
  };
}

/** Every titled moodboard of a list, in order. */
export function readMoodboards(list: unknown): Moodboard[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => readMoodboard(item) ?? []);
}

/** Project data (`data` of `GET /api/projects/:id/`) from whatever shape it arrives in. */
export function readProjectData(raw: unknown): ProjectData {
  const data = isRecord(raw) ? raw : {};
  const contexts: ProjectData['contexts'] = {};
  const topics: ProjectData['topics'] = {};
  for (const section of SECTIONS) {
    const context = sectionEntry(data.contexts, section);
    if (context) contexts[section] = readContext(context);
    const topic = sectionEntry(data.topics, section);
    if (topic) topics[section] = readTopics(topic, contexts[section]);
  }
  return { contexts, topics, moodboards: readMoodboards(data.moodboards) };
}

const nullableNumber = z.number().nullable().catch(null);
const nullableText = z.string().nullable().catch(null);
const brandKitRef = z.object({ id: z.string(), name: z.string(), heading_font: z.string(), body_font: z.string() }).nullable().catch(null);
const nullableSite = z.object({ lat: z.number(), lng: z.number() }).nullable().catch(null);

/** A project (spec §3 Project) from a possibly partial record; empty values where a field is missing. */
export function readProject(raw: Raw): Project {
  const id = text.parse(pick(raw, ['id', 'project_id']));
  const images = texts.parse(raw.images);
  return {
    id,
    project_id: id,
    project_name: text.parse(raw.project_name),
    project_location: text.parse(raw.project_location),
    location_lat: nullableNumber.parse(raw.location_lat ?? null),
    location_lng: nullableNumber.parse(raw.location_lng ?? null),
    location_h3: nullableText.parse(raw.location_h3 ?? null),
    site: nullableSite.parse(raw.site ?? null),
    brand_name: text.parse(pick(raw, ['brand_name', 'brand_definition'])),
    brand_definition: text.parse(pick(raw, ['brand_definition', 'brand_name'])),
    website: text.parse(raw.website),
    contextual_insights: text.parse(raw.contextual_insights),
    keywords: texts.parse(raw.keywords),
    prompts: texts.parse(raw.prompts),
    logo_url: nullableText.parse(raw.logo_url ?? null),
    brand_palette: texts.parse(raw.brand_palette),
    brand_book_name: nullableText.parse(raw.brand_book_name ?? null),
    brand_book_url: nullableText.parse(raw.brand_book_url ?? null),
    images,
    total_images: z.coerce
      .number()
      .catch(images.length)
      .parse(raw.total_images ?? images.length),
    moodboards_count: z.coerce
      .number()
      .catch(0)
      .parse(raw.moodboards_count ?? 0),
    created_at: text.parse(raw.created_at),
    updated_at: text.parse(raw.updated_at),
    workspace_id: text.parse(raw.workspace_id),
    // The server always says; a record from before studios was its owner's own.
    role: workspaceRoleSchema.catch('owner').parse(raw.role),
    updated_by: nullableText.parse(raw.updated_by ?? null),
    brand_kit: brandKitRef.parse(raw.brand_kit ?? null),
    brand_overrides: z
      .array(kitFieldSchema)
      .catch([])
      .parse(raw.brand_overrides ?? []),
  };
}

/** The answer of `GET /api/projects/:id/`, typed; null when it holds no project. */
export function readProjectWithData(raw: unknown): ProjectWithData | null {
  if (!isRecord(raw) || !isRecord(raw.project)) return null;
  return { project: readProject(raw.project), data: readProjectData(raw.data) };
}

/** Like `readProjectWithData`, for callers that need the project: an answer without one throws. */
export function requireProjectWithData(raw: unknown): ProjectWithData {
  const read = readProjectWithData(raw);
  if (!read) throw new Error('The project could not be read.');
  return read;
}
