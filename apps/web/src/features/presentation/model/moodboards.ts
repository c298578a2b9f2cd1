import {
  AESTHETIC_REFERENCE_LABEL,
  aestheticReferencePrompt,
  DEFAULT_PROGRAMMATIC_AREA,
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
  isGenerating: boolean;
  totalImages: number;
  completedImages: number;
};

type Raw = Record<string, unknown>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function statusOf(value: unknown, image: string): MoodboardImageStatus {
  if (value === 'pending' || value === 'done' || value === 'failed') return value;
  return image ? 'done' : 'pending';
}

function readRenders(value: unknown): MoodboardRender[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((r) => {
    if (typeof r !== 'object' || r === null) return [];
    const raw = r as Raw;
    const image = text(raw.image);
    return image ? [{ id: text(raw.id), image, render_prompt: text(raw.render_prompt), created_at: text(raw.created_at) }] : [];
  });
}

/** One moodboard from the project data, or undefined without a title. */
export function readMoodboard(item: unknown, index = 0): MoodboardView | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const m = item as Raw;
  const title = text(m.moodboard_title) || text(m.title);
  if (!title) return undefined;
  const images = strings(m.images);
  const statuses = Array.isArray(m.imageStatus) ? m.imageStatus : [];
  const imageStatus = images.map((image, i) => statusOf(statuses[i], image));
  const settings = Array.isArray(m.imageSettings) ? (m.imageSettings as Raw[]) : [];
  return {
    id: String(m.moodboard_id ?? m.id ?? index),
    title,
    images,
    prompts: strings(m.prompts),
    labels: strings(m.labels),
    optionalPrompt: text(m.optionalPrompt),
    programmaticArea: text(m.programmaticArea) || DEFAULT_PROGRAMMATIC_AREA,
    section: text(m.section),
    imageStatus,
    imageSettings: images.map((_, i) => ({
      microMacro: Number(settings[i]?.microMacro ?? 1),
      photoStyled: Number(settings[i]?.photoStyled ?? 1),
    })),
    renders: readRenders(m.renders),
    isGenerating: Boolean(m.isGenerating) || imageStatus.includes('pending'),
    totalImages: Number(m.totalImages ?? images.length),
    completedImages: Number(m.completedImages ?? imageStatus.filter((s) => s !== 'pending').length),
  };
}

/** Every moodboard of the project data, skipping entries without a title. */
export function readMoodboardViews(list: unknown): MoodboardView[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const view = readMoodboard(item, index);
    return view ? [view] : [];
  });
}

/** Reads the moodboards list of the project data, skipping entries without a title. */
export function readMoodboards(list: unknown): MoodboardSummary[] {
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
