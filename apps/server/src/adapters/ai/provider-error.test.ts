import { describe, expect, it } from 'vitest';
import { ProviderError, toProviderError } from './provider-error.js';

describe('toProviderError', () => {
  it.each([
    [Object.assign(new Error('aborted'), { name: 'AbortError' }), 'timeout'],
    [new DOMException('timed out', 'TimeoutError'), 'timeout'],
    [new TypeError('fetch failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }), 'network'],
    [Object.assign(new Error('busy'), { statusCode: 503 }), 'network'],
    [Object.assign(new Error('slow down'), { statusCode: 429 }), 'quota'],
    [Object.assign(new Error('bad request'), { statusCode: 400 }), 'rejected'],
    [new Error('something odd'), 'rejected'],
  ])('classifies %s as %s', (err, kind) => {
    const mapped = toProviderError(err, 'openai');
    expect(mapped).toBeInstanceOf(ProviderError);
    expect(mapped.kind).toBe(kind);
    expect(mapped.provider).toBe('openai');
  });

  it('passes ProviderErrors through and looks inside retry errors', () => {
    const original = new ProviderError('quota', 'x', 'x');
    expect(toProviderError(original, 'y')).toBe(original);
    const retry = Object.assign(new Error('failed after retries'), {
      name: 'AI_RetryError',
      lastError: Object.assign(new Error('r'), { statusCode: 429 }),
    });
    expect(toProviderError(retry, 'openai').kind).toBe('quota');
  });
});
