import { MOODBOARD_MESSAGES, OTHER_PROGRAMMATIC_AREA, type Section } from '@loci/shared';
import { isUsableImage } from './placeholder';

/** The designer's brief that fills the Area Description for a Lounge (spec §2 New moodboard popup). */
export const LOUNGE_PRESET =
  'A calm lounge for arrival and waiting, where guests can settle in before moving on. ' +
  'Layered seating groups of different heights give room for a quiet moment alone or a conversation in company. ' +
  'Soft, indirect light, tactile natural materials and good acoustic comfort keep the room restful, with seats turned to the views. ' +
  "The brand's palette returns as accents in textiles, objects and art rather than on every surface.";

/** The Area Description for an area: the preset for Lounge, empty for New Area. */
export function presetDescription(area: string): string {
  return area === 'Lounge' ? LOUNGE_PRESET : '';
}

/**
 * The Area Description after switching area: the new area's preset replaces a description that
 * is blank or still the old area's preset; a description the user wrote is kept.
 */
export function descriptionAfterAreaChange(options: { from: string; to: string; description: string }): string {
  const { from, to, description } = options;
  const untouched = !description.trim() || description === presetDescription(from);
  return untouched ? presetDescription(to) : description;
}

/**
 * The area a moodboard is made for: the chosen entry, or the typed one for "Other…" (trimmed;
 * New Area while nothing is typed).
 */
export function chosenArea(choice: string, other: string): string {
  if (choice !== OTHER_PROGRAMMATIC_AREA) return choice;
  return other.trim() || 'New Area';
}

/** What the New moodboard popup has chosen. */
export type MoodboardDraft = {
  topic: string;
  insight: Section | null;
  /** The chosen context image URL, '' when none. */
  selectedImage: string;
};

/**
 * The first missing piece as its spec §5 message, or null when the draft can be created.
 * `images` are the chosen insight's context images: a selection outside them is invalid.
 */
export function moodboardDraftError(draft: MoodboardDraft, images: string[]): string | null {
  if (!draft.topic.trim()) return MOODBOARD_MESSAGES.topic;
  if (!draft.insight) return MOODBOARD_MESSAGES.insight;
  if (!draft.selectedImage) return MOODBOARD_MESSAGES.image;
  if (!isUsableImage(draft.selectedImage) || !images.includes(draft.selectedImage)) return MOODBOARD_MESSAGES.invalidImage;
  return null;
}

const SPEC_MESSAGES: string[] = Object.values(MOODBOARD_MESSAGES);

/** The message of a failed creation: a §5 validation message as it is, else "Error creating moodboard: {message}". */
export function creationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return SPEC_MESSAGES.includes(message) ? message : `Error creating moodboard: ${message}`;
}
