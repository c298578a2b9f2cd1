import { AESTHETIC_REFERENCE_LABEL, asSection, type Moodboard, type MoodboardMetadataResponse } from '@loci/shared';

/**
 * The moodboard the server stored after the metadata call, as `data.moodboards[]` holds it: the
 * reference done, the other images pending (placeholders until they arrive).
 */
export function moodboardFromMetadata(meta: MoodboardMetadataResponse, section: string): Moodboard {
  const count = meta.prompts.length;
  const images = meta.prompts.map((_, i) => (i === 0 ? meta.selectedImage : ''));
  const imageStatus = images.map((image): Moodboard['imageStatus'][number] => (image ? 'done' : 'pending'));
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
    section: asSection(section) ?? '',
    imageStatus,
    imageSettings: images.map(() => ({ microMacro: 1, photoStyled: 1 })),
    renders: [],
    created_at: new Date().toISOString(),
  };
}

/** Adds a moodboard at the end, or replaces the one with the same id. */
export function upsertMoodboard(list: Moodboard[], moodboard: Moodboard): Moodboard[] {
  const id = moodboard.moodboard_id;
  const found = list.some((m) => m.moodboard_id === id);
  return found ? list.map((m) => (m.moodboard_id === id ? moodboard : m)) : [...list, moodboard];
}

/** Removes a moodboard by id. */
export function removeMoodboard(list: Moodboard[], id: string): Moodboard[] {
  return list.filter((m) => m.moodboard_id !== id);
}

/** Sets one image of a moodboard ('' marks it failed) and recounts its progress. */
export function patchMoodboardImage(
  list: Moodboard[],
  change: { id: string; index: number; image: string; prompt?: string; settings?: { microMacro: number; photoStyled: number } },
): Moodboard[] {
  return list.map((m) => {
    if (m.moodboard_id !== change.id) return m;
    const images = [...m.images];
    const imageStatus = [...m.imageStatus];
    images[change.index] = change.image;
    imageStatus[change.index] = change.image ? 'done' : 'failed';
    const prompts = change.prompt === undefined ? m.prompts : m.prompts.map((p, i) => (i === change.index ? (change.prompt ?? p) : p));
    const imageSettings = change.settings
      ? m.imageSettings.map((s, i) => (i === change.index ? (change.settings ?? s) : s))
      : m.imageSettings;
    return {
      ...m,
      images,
      imageStatus,
      prompts,
      imageSettings,
      completedImages: imageStatus.filter((s) => s !== 'pending').length,
      isGenerating: imageStatus.includes('pending'),
    };
  });
}

/**
 * Images that arrived in this session ("{id}:{index}" → URL) laid over the stored list where it
 * still says pending, so a refetch that raced an image never shows its placeholder again.
 */
export function overlayArrivedImages(list: Moodboard[], arrived: Record<string, string>): Moodboard[] {
  let result = list;
  for (const [key, image] of Object.entries(arrived)) {
    const cut = key.lastIndexOf(':');
    const id = key.slice(0, cut);
    const index = Number(key.slice(cut + 1));
    const target = result.find((m) => m.moodboard_id === id);
    const status = target?.imageStatus[index];
    if (target && (status === 'pending' || status === undefined)) result = patchMoodboardImage(result, { id, index, image });
  }
  return result;
}
