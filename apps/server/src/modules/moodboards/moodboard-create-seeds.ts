import type { MoodboardCreateInput } from '@loci/shared';
import { badInput } from '../../errors.js';
import { isPlaceholder, storeImageRef } from './image-refs.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import type { ImageSeed } from './moodboards.repository.js';

/**
 * The images of a creation call as seeds: a placeholder is a pending image (its prompt required),
 * anything else is stored as an asset. On a refusal the uploads already stored are removed again.
 */
export async function readCreationSeeds(
  deps: MoodboardServiceDeps,
  userId: string,
  form: MoodboardCreateInput,
): Promise<{ seeds: ImageSeed[]; stored: string[] }> {
  const { images, prompts, labels } = form;
  const count = Math.max(images.length, prompts.length);
  const seeds: ImageSeed[] = [];
  const stored: string[] = [];
  try {
    await readSeeds(deps, userId, { images, prompts, labels, count }, { seeds, stored });
  } catch (err) {
    await deps.assets.removeIfUnreferenced(stored); // uploads of a refused request
    throw err;
  }
  return { seeds, stored };
}

async function readSeeds(
  deps: MoodboardServiceDeps,
  userId: string,
  lists: { images: string[]; prompts: string[]; labels: string[]; count: number },
  out: { seeds: ImageSeed[]; stored: string[] },
): Promise<void> {
  const { images, prompts, labels, count } = lists;
  const { seeds, stored } = out;
  for (let i = 0; i < count; i++) {
    const raw = images[i] ?? '';
    const prompt = (prompts[i] ?? '').trim().slice(0, 2000);
    const label = (labels[i] ?? '').trim().slice(0, 80);
    if (isPlaceholder(raw)) {
      if (!prompt) throw badInput(`prompts[${i}] is required for an image that is still to be generated.`);
      seeds.push({ label, prompt });
      continue;
    }
    const sha = await storeImageRef(deps, userId, raw);
    if (!sha) throw badInput(`images[${i}] must be an image data URL or an image URL from this app.`);
    stored.push(sha);
    seeds.push({ label, prompt, assetSha: sha, status: 'done' });
  }
}
