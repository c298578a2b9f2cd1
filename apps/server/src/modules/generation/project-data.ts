import type { ContextSectionData, TopicsSectionData } from '@loci/shared';
import { asSection, assetUrl, type ImageCredit, type ImageSettings, type ProjectData, type SlotLists } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { AssetOrigin, DatabaseSchema } from '../../adapters/db/schema.js';
import { assetFacts, isOfflineStudy } from '../assets/index.js';

import type { ProjectDataSource } from '../projects/index.js';
import { userNames } from '../workspaces/index.js';
import { copyBoards, listSections, listSlots, type SectionRow, type SlotRow } from './generation.repository.js';

type Db = Kysely<DatabaseSchema>;
type AssetInfo = {
  origin: AssetOrigin;
  provider?: string | null;
  credit: string | null;
  licence: string | null;
  source_url: string | null;
};

const url = (sha: string | null) => (sha ? assetUrl(sha) : '');
const busy = (s: SlotRow) => s.status === 'queued' || s.status === 'running';

/** Why a slot failed, in words a designer reads (the worker stores short codes or provider messages). */
export function failureReason(error: string | null): string {
  if (!error || error === 'provider failure') return 'The image provider could not make this image.';
  if (error === 'timeout') return 'The image provider did not answer in time.';
  return error;
}

function settingsOf(s: SlotRow): ImageSettings {
  return { microMacro: s.micro_macro, photoStyled: s.photo_styled, realSourced: s.real_sourced };
}

function creditOf(info: AssetInfo | undefined): ImageCredit {
  // Sourced photos and the user's own uploads carry a credit; AI images never do.
  if (info?.origin !== 'sourced' && !(info?.origin === 'uploaded' && info.credit)) return null;
  return { credit: info.credit ?? '', licence: info.licence ?? '', sourceUrl: info.source_url ?? '' };
}

/** Who queued the board's latest run: the starter of its most recently queued slot. */
export function latestStarter(slots: Pick<SlotRow, 'started_by' | 'queued_at'>[]): string | null {
  let best: { by: string; at: number } | null = null;
  for (const s of slots) {
    if (!s.started_by) continue;
    const at = s.queued_at ? new Date(s.queued_at).getTime() : 0;
    if (!best || at > best.at) best = { by: s.started_by, at };
  }
  return best?.by ?? null;
}

/** The per-slot lists both board shapes share (spec §3), with our additions: credits, ai, slotStatus. */
function slotLists(slots: SlotRow[], assets: Map<string, AssetInfo>, names: Map<string, string> = new Map()): SlotLists {
  const starter = latestStarter(slots);
  const info = (s: SlotRow) => (s.asset_sha ? assets.get(s.asset_sha) : undefined);
  const settings = slots.map(settingsOf);
  return {
    images: slots.map((s) => (s.status === 'failed' ? '' : url(s.asset_sha))),
    alternativeLabels: slots.map((s) => s.alternative_labels ?? []),
    alternativeImages: slots.map((s) => (s.alternative_shas ?? []).map((sha) => assetUrl(sha))),
    promptUsage: slots.map((s) => s.prompt_usage),
    generationParams: settings,
    imageSettings: settings,
    credits: slots.map((s) => creditOf(info(s))),
    ai: slots.map((s) => info(s)?.origin === 'generated' && !isOfflineStudy(info(s)?.provider)),
    study: slots.map((s) => info(s)?.origin === 'generated' && isOfflineStudy(info(s)?.provider)),
    slotStatus: slots.map((s) => s.status),
    slotErrors: slots.map((s) => (s.status === 'failed' ? failureReason(s.error) : '')),
    isFetching: slots.some(busy),
    dataFetched: slots.length > 0 && slots.every((s) => s.status === 'done' || s.status === 'failed'),
    startedBy: starter ? (names.get(starter) ?? null) : null,
  };
}

/** Context page data (spec §3 "Context section data"). */
export function toContextData(
  section: SectionRow | undefined,
  slots: SlotRow[],
  assets: Map<string, AssetInfo>,
  names?: Map<string, string>,
): ContextSectionData {
  return {
    description: section?.description ?? '',
    textOffline: section?.text_by === 'offline',
    imagePrompts: slots.map((s) => s.prompt),
    imageLabels: slots.map((s) => s.label),
    ...slotLists(slots, assets, names),
  };
}

/** A Topics page's own text: boards written before it had one stored a copy of the context there, shown as none. */
function topicsText(context: string, row: SectionRow | undefined): string {
  const own = row?.description ?? '';
  return own.trim() === context.trim() ? '' : own;
}

/** Topics page data (spec §3 "Topics section data"); `context` is the section's context description, `description` the page's own. */
export function toTopicsData(
  context: string,
  slots: SlotRow[],
  assets: Map<string, AssetInfo>,
  opts: { row?: SectionRow; names?: Map<string, string> } = {},
): TopicsSectionData {
  return {
    context,
    description: topicsText(context, opts.row),
    textOffline: opts.row?.text_by === 'offline',
    prompts: slots.map((s) => s.prompt),
    labels: slots.map((s) => s.label),
    ...slotLists(slots, assets, opts.names),
  };
}

async function assetInfo(db: Db, slots: SlotRow[]): Promise<Map<string, AssetInfo>> {
  const shas = [...new Set(slots.map((s) => s.asset_sha).filter((s): s is string => Boolean(s)))];
  const rows = await assetFacts(db, shas);
  return new Map(rows.map((r) => [r.sha256, r]));
}

/** contexts and topics of a project, keyed by lowercase section, as GET /api/projects/:id/ returns them. */
export async function getBoards(db: Db, projectId: string): Promise<Pick<ProjectData, 'contexts' | 'topics'>> {
  const [sections, slots] = await Promise.all([listSections(db, projectId), listSlots(db, projectId)]);
  const [assets, starters] = await Promise.all([
    assetInfo(db, slots),
    userNames(
      db,
      slots.map((s) => s.started_by),
    ),
  ]);
  const contexts: ProjectData['contexts'] = {};
  const topics: ProjectData['topics'] = {};
  const names = new Set([...sections.map((s) => s.section), ...slots.map((s) => s.section)]);
  for (const name of names) {
    // Rows are written for the three sections only; anything else could not be shown on a page.
    const section = asSection(name);
    if (section !== name) continue;
    const of = (kind: string) => slots.filter((s) => s.section === name && s.kind === kind);
    const contextRow = sections.find((s) => s.section === name && s.kind === 'context');
    const hasContext = contextRow || of('context').length;
    if (hasContext) contexts[section] = toContextData(contextRow, of('context'), assets, starters);
    const topicsRow = sections.find((s) => s.section === name && s.kind === 'topics');
    if (topicsRow || of('topics').length) {
      topics[section] = toTopicsData(contextRow?.description ?? '', of('topics'), assets, { row: topicsRow, names: starters });
    }
  }
  return { contexts, topics };
}

/** The projects service's data source: boards from here; moodboards come later (none yet). */
export function createGenerationDataSource(db: Db): ProjectDataSource {
  return {
    getData: async (projectId) => ({ ...(await getBoards(db, projectId)), moodboards: [] }),
    countMoodboards: async () => new Map(),
    copyBoards: (trx, from, to) => copyBoards(trx, from, to),
  };
}
