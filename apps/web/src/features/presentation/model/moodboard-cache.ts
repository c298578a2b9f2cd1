import { AESTHETIC_REFERENCE_LABEL, type MoodboardMetadataResponse } from '@loci/shared';

type Raw = Record<string, unknown>;

const idOf = (m: Raw): string => String(m.moodboard_id ?? m.id ?? '');
const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null;

/**
 * The moodboard the server stored after the metadata call, as `data.moodboards[]` holds it: the
 * reference done, the other images pending (placeholders until they arrive).
 */
export function moodboardFromMetadata(meta: MoodboardMetadataResponse, section: string): Raw {
  const count = meta.prompts.length;
  const images = meta.prompts.map((_, i) => (i === 0 ? meta.selectedImage : ''));
  const imageStatus = images.map((image) => (image ? 'done' : 'pending'));
  return {
    moodboard_id: meta.moodboard_id,
    id: meta.moodboard_id,
    moodboard_title: meta.title,
    title: meta.title,
    images,
    prompts: meta.prompts,
    labels: meta.labels.length ? meta.labels : [AESTHETIC_REFERENCE_LABEL],
    optionalPrompt: meta.optionalPrompt,
    programmaticArea: meta.programmaticArea,
    selectedImage: meta.selectedImage,
    isGenerating: imageStatus.includes('pending'),
    totalImages: count,
    completedImages: imageStatus.filter((s) => s === 'done').length,
    section,
    imageStatus,
    imageSettings: images.map(() => ({ microMacro: 1, photoStyled: 1 })),
    renders: [],
    created_at: new Date().toISOString(),
  };
}

/** Adds a moodboard at the end, or replaces the one with the same id. */
export function upsertMoodboard(list: unknown[], moodboard: Raw): unknown[] {
  const id = idOf(moodboard);
  const found = list.some((m) => isRaw(m) && idOf(m) === id);
  return found ? list.map((m) => (isRaw(m) && idOf(m) === id ? moodboard : m)) : [...list, moodboard];
}

/** Removes a moodboard by id. */
export function removeMoodboard(list: unknown[], id: string): unknown[] {
  return list.filter((m) => !(isRaw(m) && idOf(m) === id));
}

/** Sets one image of a moodboard ('' marks it failed) and recounts its progress. */
export function patchMoodboardImage(
  list: unknown[],
  change: { id: string; index: number; image: string; prompt?: string; settings?: { microMacro: number; photoStyled: number } },
): unknown[] {
  return list.map((m) => {
    if (!isRaw(m) || idOf(m) !== change.id) return m;
    const images = Array.isArray(m.images) ? [...m.images] : [];
    const statuses = Array.isArray(m.imageStatus) ? [...m.imageStatus] : images.map(() => 'done');
    images[change.index] = change.image;
    statuses[change.index] = change.image ? 'done' : 'failed';
    const next: Raw = { ...m, images, imageStatus: statuses };
    if (change.prompt !== undefined && Array.isArray(m.prompts)) {
      next.prompts = m.prompts.map((p, i) => (i === change.index ? change.prompt : p));
    }
    if (change.settings && Array.isArray(m.imageSettings)) {
      next.imageSettings = m.imageSettings.map((s, i) => (i === change.index ? change.settings : s));
    }
    next.completedImages = statuses.filter((s) => s !== 'pending').length;
    next.isGenerating = statuses.includes('pending');
    return next;
  });
}

/**
 * Images that arrived in this session ("{id}:{index}" → URL) laid over the stored list where it
 * still says pending, so a refetch that raced an image never shows its placeholder again.
 */
export function overlayArrivedImages(list: unknown[], arrived: Record<string, string>): unknown[] {
  let result = list;
  for (const [key, image] of Object.entries(arrived)) {
    const cut = key.lastIndexOf(':');
    const id = key.slice(0, cut);
    const index = Number(key.slice(cut + 1));
    const target = result.find((m) => isRaw(m) && idOf(m) === id) as Raw | undefined;
    const status = Array.isArray(target?.imageStatus) ? target.imageStatus[index] : undefined;
    if (target && (status === 'pending' || status === undefined)) result = patchMoodboardImage(result, { id, index, image });
  }
  return result;
}
