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

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,::1, loopback' }).TRUST_PROXY).toBe('10.0.0.1,192.168.0.0/16,::1,loopback');
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow(/TRUST_PROXY[\s\S]*proxy\.example/);
  });
});
