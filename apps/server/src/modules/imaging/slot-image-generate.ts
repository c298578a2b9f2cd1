import { toProviderError, withSliderModifiers } from '../../adapters/ai/index.js';
import type { ImageJob, ImageOutcome, SlotImageDeps } from './slot-image.types.js';
import { chargeSlotRun, quotaError, reserveGeneration } from './usage.js';

/** Square images: what every provider supports and what the grids show. */
export const IMAGE_SIZE = 1024;

const RETRY_DELAY_MS = 500;

/** One provider call under the job's gate and deadline, retried once after a network error. */
async function callModel(deps: SlotImageDeps, job: ImageJob, prompt: string) {
  const signal = AbortSignal.any([AbortSignal.timeout(deps.imageTimeoutMs), ...(job.signal ? [job.signal] : [])]);
  const req = {
    prompt,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    microMacro: job.microMacro,
    photoStyled: job.photoStyled,
    palette: job.palette,
    ...(job.seed === undefined ? {} : { seed: job.seed }),
    signal,
  };
  const gate = job.gate ?? ((run) => run());
  try {
    return await gate(() => deps.ai.image.generate(req));
  } catch (err) {
    if (toProviderError(err, deps.ai.image.provider).kind !== 'network' || job.signal?.aborted) throw err;
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return gate(() => deps.ai.image.generate(req)); // one retry after a network error (spec §4, §9)
  }
}

/** Generates one image (counted against the quota); provider failures become flags, not throws. */
export async function generateImage(deps: SlotImageDeps, job: ImageJob): Promise<ImageOutcome> {
  const who = { userId: job.userId, workspaceId: job.workspaceId, projectId: job.slot?.projectId ?? job.projectId };
  const chargedAt = new Date();
  const charged = job.slot
    ? await chargeSlotRun(deps.db, job.slot, who, deps.dailyQuota, chargedAt)
    : await reserveGeneration(deps.db, who, deps.dailyQuota, chargedAt);
  if (!charged) throw quotaError();
  const prompt = withSliderModifiers(job.prompt, job.microMacro, job.photoStyled);
  let drawn = false;
  try {
    const image = await callModel(deps, job, prompt);
    drawn = true;
    const stored = await deps.assets.storeGenerated(image.bytes, {
      prompt,
      provider: image.provider,
      model: image.model,
      offline: deps.ai.image.offline,
    });
    return {
      sha: stored.sha256,
      alternatives: [],
      usage: 0,
      timeout: false,
      fallback: false,
      ...(job.seed === undefined ? {} : { seed: job.seed }),
    };
  } catch (err) {
    const e = toProviderError(err, deps.ai.image.provider);
    // A refusal or a failed connection made nothing, and providers bill nothing for it: its price
    // comes off the month (the daily count keeps the attempt). A timeout keeps its price (the
    // provider may have drawn the image after Loci stopped waiting), as does an image drawn but
    // not stored.
    if (!drawn && e.kind !== 'timeout') await deps.dailyQuota.spend?.refundImage(deps.db, who, chargedAt);
    return { sha: null, alternatives: [], usage: 0, timeout: e.kind === 'timeout', fallback: e.kind !== 'timeout', error: e.message };
  }
}
