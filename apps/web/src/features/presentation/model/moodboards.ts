import {
  AESTHETIC_REFERENCE_LABEL,
  aestheticReferencePrompt,
  DEFAULT_PROGRAMMATIC_AREA,
  type Moodboard,
  type MoodboardRender,
  type ProgrammaticArea,
} from '@loci/shared';
import type { ToastContent } from './progress';

/** A moodboard as the page list needs it (spec §3 Moodboard: moodboard_id/id, moodboard_title/title). */
export type MoodboardSummary = { id: string; title: string; busy: boolean };

/** Per image: pending (still to generate), done or failed. */
export type MoodboardImageStatus = 'pending' | 'done' | 'failed';

/** A moodboard as its page reads it (spec §3 Moodboard, tolerant of partial data). */
export type MoodboardView = {
  id: string;
  title: string;
  images: string[];
  prompts: string[];
  labels: string[];
  /** The area description. */
  optionalPrompt: string;
  programmaticArea: string;
  section: string;
  imageStatus: MoodboardImageStatus[];
  imageSettings: { microMacro: number; photoStyled: number }[];
  renders: MoodboardRender[];
  /** The render pinned for the deck (issue #46); null: the newest is used. */
  pinnedRenderId?: string | null;
  isGenerating: boolean;
  totalImages: number;
  completedImages: number;
  /** Who made it (a member's name), shown while its images are made. */
  startedBy?: string | null;
};

/** A moodboard of the read model as its page reads it (an id from its position when a copy lacks one). */
export function readMoodboard(m: Moodboard, index = 0): MoodboardView {
  const renders = m.renders.filter((r) => r.image);
  return {
    id: m.moodboard_id || String(index),
    title: m.moodboard_title,
    images: m.images,
    prompts: m.prompts,
    labels: m.labels,
    optionalPrompt: m.optionalPrompt,
    programmaticArea: m.programmaticArea || DEFAULT_PROGRAMMATIC_AREA,
    section: m.section,
    imageStatus: m.imageStatus,
    imageSettings: m.imageSettings,
    renders,
    pinnedRenderId: m.pinned_render_id ?? null,
    isGenerating: m.isGenerating || m.imageStatus.includes('pending'),
    totalImages: m.totalImages,
    completedImages: m.completedImages,
    startedBy: m.started_by ?? null,
  };
}

/** Every moodboard of the project data (titled ones only: the read model skips the rest). */
export function readMoodboardViews(list: readonly Moodboard[]): MoodboardView[] {
  return list.map(readMoodboard);
}

/** The moodboards list of the project data, as the page list needs it. */
export function readMoodboards(list: readonly Moodboard[]): MoodboardSummary[] {
  return readMoodboardViews(list).map((m) => ({ id: m.id, title: m.title, busy: m.isGenerating }));
}

/** The image positions still to generate, in order (position 0, the reference, never is). */
export function pendingIndexes(moodboard: Pick<MoodboardView, 'imageStatus'>): number[] {
  return moodboard.imageStatus.flatMap((status, index) => (index > 0 && status === 'pending' ? [index] : []));
}

/** The progress toast of a generating moodboard: "Generating {title} moodboard", "X of Y images completed". */
export function moodboardToast(moodboard: Pick<MoodboardView, 'title' | 'imageStatus'>): ToastContent {
  const total = moodboard.imageStatus.length;
  const completed = moodboard.imageStatus.filter((s) => s !== 'pending').length;
  return {
    title: `Generating ${moodboard.title} moodboard`,
    detail: `${completed} of ${total} images completed`,
    ratio: total === 0 ? 0 : completed / total,
  };
}

/** A local moodboard (no project id, spec §4): the selected reference only, nothing generated. */
export function localMoodboard(input: {
  id: string;
  topic: string;
  selectedImage: string;
  programmaticArea: string;
  areaDescription: string;
}): MoodboardView {
  return {
    id: input.id,
    title: input.topic.trim(),
    images: [input.selectedImage],
    prompts: [aestheticReferencePrompt(input.topic.trim())],
    labels: [AESTHETIC_REFERENCE_LABEL],
    optionalPrompt: input.areaDescription,
    programmaticArea: input.programmaticArea,
    section: '',
    imageStatus: ['done'],
    imageSettings: [{ microMacro: 1, photoStyled: 1 }],
    renders: [],
    isGenerating: false,
    totalImages: 1,
    completedImages: 1,
  };
}

/** The moodboard page title's suffix (spec §9), stripped for the delete call. */
export function bareTitle(title: string): string {
  return title.replace(/ moodboard$/i, '');
}

export type { ProgrammaticArea };
