import { type ProjectData, SECTIONS } from '@loci/shared';
import type { PresentationPage } from './pages';
import { isUsableImage } from './placeholder';
import type { BoardProgress } from './progress';
import { isActive } from './progress';
import { readBoard } from './section-data';

/** The keyboard shortcut of "Generate all" (shown in the button's title). */
export const GENERATE_ALL_SHORTCUT = 'Shift+G';

/** Why "Generate all" is disabled while every page has its images. */
export const NOTHING_MISSING = 'Every page has its images.';

/** Why it is disabled while the missing images are all queued or being made. */
export const ALL_QUEUED = 'Every missing image is queued or being made.';

/**
 * The section pages Generate all would fill: enabled (their insight is chosen), not being
 * generated now, and with no board yet or a slot without an image. Moodboards are not counted:
 * their images are made with the moodboard, not by the project's job.
 */
export function pagesMissingImages(pages: PresentationPage[], data: ProjectData | undefined): PresentationPage[] {
  return pages.filter((page) => {
    const { ref } = page;
    if (page.disabled || page.busy || ref.kind === 'moodboard' || !SECTIONS.includes(ref.section)) return false;
    const board = readBoard(data, ref.section, ref.kind);
    return !board || board.images.length === 0 || !board.images.every(isUsableImage);
  });
}

/** "3/12" beside a page while its board's job runs; undefined when it does not. */
export function pageProgressText(progress: BoardProgress | undefined): string | undefined {
  if (!progress || !isActive(progress) || progress.total <= 0) return undefined;
  return `${Math.min(progress.completed, progress.total)}/${progress.total}`;
}

/** Whether a key press is the Generate all shortcut (not while typing in a field). */
export function isGenerateAllShortcut(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): boolean {
  if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 'g') return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]');
}
