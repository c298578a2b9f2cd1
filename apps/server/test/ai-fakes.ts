import type { ImageModel, ImageRequest } from '../src/adapters/ai/index.js';
import { ProviderError, renderOfflineImage } from '../src/adapters/ai/index.js';
import type { PhotoCandidate, PhotoSource } from '../src/adapters/photos/photo-source.port.js';

/** An image model that records every request and counts completed generations per prompt. */
export function createCountingImageModel(
  opts: { delayMs?: number; fail?: (req: ImageRequest, call: number) => ProviderError | undefined } = {},
) {
  const requests: ImageRequest[] = [];
  const completed = new Map<string, number>();
  let calls = 0;
  const model: ImageModel & { requests: ImageRequest[]; completed: Map<string, number>; total: () => number; hold: boolean; held: number } =
    {
      provider: 'fake',
      offline: false,
      requests,
      completed,
      /** While true, calls wait until aborted (a provider that hangs); `held` counts them. */
      hold: false,
      held: 0,
      total: () => [...completed.values()].reduce((a, n) => a + n, 0),
      async generate(req) {
        calls += 1;
        requests.push(req);
        const failure = opts.fail?.(req, calls);
        if (failure) throw failure;
        if (model.hold) {
          model.held += 1;
          await abortableDelay(3_600_000, req.signal);
        }
        if (opts.delayMs) await abortableDelay(opts.delayMs, req.signal);
        req.signal?.throwIfAborted();
        completed.set(req.prompt, (completed.get(req.prompt) ?? 0) + 1);
        const bytes = renderOfflineImage({
          prompt: req.prompt,
          width: 96,
          height: 96,
          microMacro: req.microMacro,
          photoStyled: req.photoStyled,
        });
        return { bytes, contentType: 'image/png', provider: 'fake', model: 'fake-1' };
      },
    };
  return model;
}

function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    });
  });
}

/** A photo source answering with fixed candidates (bytes included) and recording queries. */
export function createFakePhotoSource(candidates: PhotoCandidate[]): PhotoSource & { queries: string[] } {
  const queries: string[] = [];
  return {
    provider: 'fake-photos',
    offline: false,
    queries,
    async search(query, o) {
      queries.push(query);
      return candidates.slice(0, o.limit);
    },
  };
}

export { ProviderError };
