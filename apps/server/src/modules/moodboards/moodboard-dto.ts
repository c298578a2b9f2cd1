import { asSection, assetUrl, type Moodboard, type MoodboardRender } from '@loci/shared';
import type { MoodboardImageRow, MoodboardRow, RenderRow } from './moodboards.repository.js';

const url = (sha: string | null) => (sha ? assetUrl(sha) : '');
const iso = (d: Date | string) => new Date(d).toISOString();

/** One render of the history. */
export function toRenderDto(row: RenderRow): MoodboardRender {
  const dto: MoodboardRender = { id: row.id, image: url(row.asset_sha), render_prompt: row.prompt, created_at: iso(row.created_at) };
  // Lineage (issue #33): a render from the designer's space names it and how strictly it kept it.
  if (row.space_sha) dto.space = { image: url(row.space_sha), strength: row.space_strength ?? 0.6, author: row.space_author };
  if (row.upscale_sha && row.upscale_factor) dto.upscale = { image: url(row.upscale_sha), factor: row.upscale_factor };
  return dto;
}

/** Spec §3 Moodboard (with both id spellings), from its row, its image positions and its renders. */
/** The pinned render's id, or null when none is pinned or its render is gone (the pin has no foreign key: migration 0059). */
export function livePin(pinnedId: string | null | undefined, renders: readonly { id: string }[]): string | null {
  return pinnedId && renders.some((r) => r.id === pinnedId) ? pinnedId : null;
}

export function toMoodboardDto(row: MoodboardRow, images: MoodboardImageRow[], renders: RenderRow[]): Moodboard {
  const done = images.filter((i) => i.status === 'done').length;
  return {
    moodboard_id: row.id,
    id: row.id,
    moodboard_title: row.title,
    title: row.title,
    images: images.map((i) => (i.status === 'done' ? url(i.asset_sha) : '')),
    prompts: images.map((i) => i.prompt),
    labels: images.map((i) => i.label),
    optionalPrompt: row.area_description,
    programmaticArea: row.programmatic_area,
    selectedImage: url(row.selected_sha),
    isGenerating: images.some((i) => i.status === 'pending'),
    totalImages: images.length,
    completedImages: done,
    section: asSection(row.section) ?? '',
    imageStatus: images.map((i) => i.status),
    imageSettings: images.map((i) => ({ microMacro: i.micro_macro, photoStyled: i.photo_styled })),
    renders: renders.map(toRenderDto),
    pinned_render_id: livePin(row.pinned_render_id, renders),
    created_at: iso(row.created_at),
  };
}
