import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.AI_TEXT_PROVIDER).toBe('offline');
    expect(env.PHOTO_SOURCE).toBe('offline');
    expect(env.WEBSITE_FETCH_ALLOW_PRIVATE).toBe(false);
  });

  it('fails fast listing every bad key', () => {
    expect(() => loadEnv({ PORT: 'abc', AI_TEXT_PROVIDER: 'skynet' })).toThrow(/PORT[\s\S]*AI_TEXT_PROVIDER/);
  });
});
