import { z } from 'zod';
import { assetShaOf, assetUrl } from './assets.js';
import { GENERATION_KIND_TITLES, SECTION_TITLES, SECTIONS } from './constants.js';
import { withOneMessage } from './form-input.js';
import { sectionPageId } from './page-registry.js';
import type { ProjectData } from './project-model.schema.js';

/**
 * Project snapshots (issue #34, rounds): the project's pages as they stood when it was shared for
 * review, when its review round moved on, or when the designer saved one by hand. A page keeps
 * references only: image hashes (content-addressed, so a snapshot costs bytes, not images), texts
 * and labels. Loaded by the History view on demand, never with the project read.
 */

/** Why a snapshot was taken: a review round, by hand, or just before a restore. */
export const SNAPSHOT_KINDS = ['round', 'named', 'restore'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/** Most characters of a hand-saved snapshot's name. */
export const SNAPSHOT_NAME_MAX = 80;

/** One image slot of a page in a snapshot: the image's sha ('' when none), its words and settings. */
export const snapshotSlotSchema = z.object({
  image: z.string(),
  label: z.string(),
  prompt: z.string(),
  alternativeLabels: z.array(z.string()),
  alternativeImages: z.array(z.string()),
  /** microMacro, photoStyled, realSourced. */
  settings: z.tuple([z.number(), z.number(), z.number()]),
  promptUsage: z.number(),
});
export type SnapshotSlot = z.infer<typeof snapshotSlotSchema>;

/** One page (a section's Context or Topics page, or a moodboard) in a snapshot. */
export const snapshotPageSchema = z.object({
  /** The page id (`historical-context`, `moodboard:<id>`). */
  id: z.string(),
  title: z.string(),
  /** The page's text: a Context or Topics page's description, a moodboard's optional prompt. */
  text: z.string(),
  slots: z.array(snapshotSlotSchema),
});
export type SnapshotPage = z.infer<typeof snapshotPageSchema>;

/** The pages of a project, in sidebar order (section pages made so far, then moodboards). */
export function snapshotPagesOf(data: ProjectData): SnapshotPage[] {
  const pages: SnapshotPage[] = [];
  for (const section of SECTIONS) {
    const context = data.contexts[section];
    const topics = data.topics[section];
    const boards = [
      {
        kind: 'context' as const,
        board: context,
        text: context?.description ?? '',
        prompts: context?.imagePrompts,
        labels: context?.imageLabels,
      },
      { kind: 'topics' as const, board: topics, text: topics?.description ?? '', prompts: topics?.prompts, labels: topics?.labels },
    ];
    for (const { kind, board, text, prompts, labels } of boards) {
      if (!board) continue;
      const count = Math.max(board.images.length, prompts?.length ?? 0, labels?.length ?? 0);
      pages.push({
        id: sectionPageId(section, kind),
        title: `${SECTION_TITLES[section]} ${GENERATION_KIND_TITLES[kind]}`,
        text,
        slots: Array.from({ length: count }, (_, i) => {
          const s = board.imageSettings[i];
          return {
            image: assetShaOf(board.images[i] ?? '') ?? '',
            label: labels?.[i] ?? '',
            prompt: prompts?.[i] ?? '',
            alternativeLabels: board.alternativeLabels[i] ?? [],
            alternativeImages: (board.alternativeImages[i] ?? []).map((u) => assetShaOf(u) ?? '').filter(Boolean),
            settings: [s?.microMacro ?? 1, s?.photoStyled ?? 1, s?.realSourced ?? 0],
            promptUsage: board.promptUsage[i] ?? 0,
          };
        }),
      });
    }
  }
  for (const m of data.moodboards) {
    pages.push({
      id: `moodboard:${m.moodboard_id}`,
      title: m.moodboard_title,
      text: m.optionalPrompt,
      slots: m.images.map((image, i) => ({
        image: assetShaOf(image) ?? '',
        label: m.labels[i] ?? '',
        prompt: m.prompts[i] ?? '',
        alternativeLabels: [],
        alternativeImages: [],
        settings: [m.imageSettings[i]?.microMacro ?? 1, m.imageSettings[i]?.photoStyled ?? 1, 0],
        promptUsage: 0,
      })),
    });
  }
  return pages;
}

/** What changed on one page between two snapshots: per slot, and the page's text. */
export type PageChange = {
  id: string;
  title: string;
  /** The page is only in the left (`removed`) or right (`added`) snapshot. */
  presence: 'both' | 'added' | 'removed';
  textChanged: boolean;
  /** Indexes of slots whose image, label or prompt differ. */
  changedSlots: number[];
};

const slotDiffers = (a: SnapshotSlot | undefined, b: SnapshotSlot | undefined) =>
  !a || !b || a.image !== b.image || a.label !== b.label || a.prompt !== b.prompt;

/** Pages of two snapshots side by side (left's order, then pages only the right has), with what changed. */
export function comparePages(left: SnapshotPage[], right: SnapshotPage[]): PageChange[] {
  const rightById = new Map(right.map((p) => [p.id, p]));
  const leftIds = new Set(left.map((p) => p.id));
  const changes: PageChange[] = left.map((a) => {
    const b = rightById.get(a.id);
    if (!b) return { id: a.id, title: a.title, presence: 'removed', textChanged: false, changedSlots: [] };
    const count = Math.max(a.slots.length, b.slots.length);
    const changedSlots = Array.from({ length: count }, (_, i) => i).filter((i) => slotDiffers(a.slots[i], b.slots[i]));
    return { id: a.id, title: a.title, presence: 'both', textChanged: a.text !== b.text, changedSlots };
  });
  for (const b of right)
    if (!leftIds.has(b.id)) changes.push({ id: b.id, title: b.title, presence: 'added', textChanged: false, changedSlots: [] });
  return changes;
}

/** A snapshot in the History list. */
export const snapshotSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SNAPSHOT_KINDS),
  /** The review round it was taken in. */
  round: z.number().int(),
  /** "Round 2", the designer's name for it, or "Before restoring …". */
  label: z.string(),
  created_at: z.string(),
  /** Who took it (their name), null when Loci did or they are gone. */
  by: z.string().nullable(),
  pageCount: z.number().int(),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

/** `GET /api/projects/:id/snapshots`: newest first. */
export const snapshotListSchema = z.object({ snapshots: z.array(snapshotSummarySchema) });
export type SnapshotList = z.infer<typeof snapshotListSchema>;

/** `GET /api/projects/:id/snapshots/:snapshotId`: the pages, with image URLs. */
export const snapshotDetailSchema = z.object({ snapshot: snapshotSummarySchema, pages: z.array(snapshotPageSchema) });
export type SnapshotDetail = z.infer<typeof snapshotDetailSchema>;

/** `POST /api/projects/:id/snapshots`: a snapshot saved by hand. */
export const snapshotCreateSchema = z.object({ name: z.string().trim().min(1).max(SNAPSHOT_NAME_MAX) });

/** `POST /api/projects/:id/snapshots/:snapshotId/restore`: one page, or the whole project without `pageId`. */
export const snapshotRestoreSchema = z.object({ pageId: z.string().max(120).optional() });
/** The create and restore bodies as their routes parse them: one answer for any bad field. */
export const snapshotCreateInputSchema = withOneMessage(
  snapshotCreateSchema,
  `Name the snapshot (at most ${SNAPSHOT_NAME_MAX} characters).`,
);
export const snapshotRestoreInputSchema = withOneMessage(snapshotRestoreSchema, 'pageId must name a page of the snapshot.');
export type SnapshotCreateInput = z.output<typeof snapshotCreateSchema>;
export type SnapshotRestoreInput = z.output<typeof snapshotRestoreSchema>;

/** Answer of a restore: the pages written and the snapshot taken just before. */
export const snapshotRestoredSchema = z.object({ restored: z.array(z.string()), before: snapshotSummarySchema });
export type SnapshotRestored = z.infer<typeof snapshotRestoredSchema>;

/** A page with its images as asset URLs (what the History view shows). */
export function withImageUrls(page: SnapshotPage): SnapshotPage {
  const url = (sha: string) => (sha ? assetUrl(sha) : '');
  return {
    ...page,
    slots: page.slots.map((s) => ({ ...s, image: url(s.image), alternativeImages: s.alternativeImages.map(url) })),
  };
}
