import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await buildUser(t.app);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ada.headers });

describe('bad input on the place routes gets a clear 400', () => {
  it('refuses a 10 KB query with the length limit in words', async () => {
    const res = await get(`/api/geo/search?q=${'a'.repeat(10_240)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at most 200 characters/);
  });

  it.each(['Lis%00bon', 'Lis%07bon', 'Gion%1B%5B31m', 'Porto%7F', 'Porto%C2%85'])('refuses control characters: %s', async (q) => {
    const res = await get(`/api/geo/search?q=${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/control characters/);
  });

  it('refuses an empty query', async () => {
    const res = await get('/api/geo/search?q=%20%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Type a place/);
  });

  it.each([
    ['lat=90.0001&lng=0', /lat must be between -90 and 90/],
    ['lat=-91&lng=0', /lat must be between -90 and 90/],
    ['lat=0&lng=180.5', /lng must be between -180 and 180/],
    ['lat=0&lng=-1e9', /lng must be between -180 and 180/],
    ['lat=abc&lng=0', /lat/],
    ['lat=NaN&lng=0', /lat/],
    ['lng=0', /lat/],
  ])('refuses coordinates out of range: %s', async (query, message) => {
    const res = await get(`/api/geo/reverse?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});
