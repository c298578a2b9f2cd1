import type { ImageSettings } from '@loci/shared';

// The slider rules are the project model's (`@loci/shared`), so the reader and the popup agree.
export { defaultSettings, normaliseSettings, SLIDER_MAX, SLIDER_MIN } from '@loci/shared';

/** Whether the popup's settings or prompt differ from what the image was made with. */
export function settingsChanged(before: ImageSettings, after: ImageSettings): boolean {
  return before.microMacro !== after.microMacro || before.photoStyled !== after.photoStyled || before.realSourced !== after.realSourced;
}
