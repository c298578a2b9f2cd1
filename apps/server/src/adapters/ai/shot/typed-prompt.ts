import type { PlaceFacts } from '../../geo/place-facts.js';
import { placeIn } from '../offline/place-words.js';
import type { Section } from '../schemas.js';
import { shotFromPrompt } from './read-prompt.js';
import { drawnAsNotice, shotFromTyped } from './typed-shot.js';
import { writeShotPromptKeepingMotif } from './write-prompt.js';

/**
 * The prompt a slot keeps after the designer typed one: unchanged text keeps its prompt; new text
 * is read into a shot (`shotFromTyped`) and written as a shot prompt, which the offline study draws
 * and a provider receives. `drawnAs` is what the popup says of it ("Drawn as a garden study …").
 */
export function typedShotPrompt(input: {
  text: string;
  oldPrompt: string;
  section: Section;
  place: PlaceFacts;
  keywords?: readonly string[];
  offline: boolean;
}): { prompt: string; drawnAs: string } {
  const text = input.text.trim();
  if (text === input.oldPrompt.trim()) return { prompt: text, drawnAs: drawnAsNotice({ shot: shotFromPrompt(text) }, input.offline) };
  const typed = shotFromTyped(input);
  return { prompt: writeShotPromptKeepingMotif(typed.shot, placeIn(input.place)), drawnAs: drawnAsNotice(typed, input.offline) };
}
