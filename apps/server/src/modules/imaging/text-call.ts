import { ErrorCode } from '@loci/shared';
import { type AiProviders, toProviderError } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';

/** A text-model failure as a readable 502 (the client keeps what it shows). */
export async function textCall<T>(ai: AiProviders, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = toProviderError(err, ai.text.provider);
    const why = e.kind === 'timeout' ? 'did not answer in time' : 'could not write this text';
    throw new AppError(ErrorCode.Upstream, `The text model ${why}. Please try again.`);
  }
}
