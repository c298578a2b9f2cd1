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

describe('the offline map and a pinned site', () => {
  it("names the places in a view: a city's sections first, then its biggest places", async () => {
    const res = await get('/api/geo/places?south=34.98&west=135.74&north=35.03&east=135.80&limit=20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    const places = res.json().places as { name: string; kind: string; lat: number; lng: number }[];
    expect(places.length).toBeGreaterThan(2);
    expect(places.length).toBeLessThanOrEqual(20);
    expect(places.map((p) => p.name)).toEqual(expect.arrayContaining(['Gion', 'Kyoto']));
    expect(places[0].kind).toBe('section');
    for (const p of places) {
      expect(p.lat).toBeGreaterThanOrEqual(34.98);
      expect(p.lng).toBeLessThanOrEqual(135.8);
    }
  });

  it('answers a world view from the biggest places, and a view over the antimeridian', async () => {
    const world = await get('/api/geo/places?south=-85&west=-180&north=85&east=180&limit=30');
    expect(world.statusCode).toBe(200);
    const pops = (world.json().places as { population?: number }[]).map((p) => p.population ?? 0);
    expect(pops[0]).toBeGreaterThan(5_000_000);
    const fiji = await get('/api/geo/places?south=-20&west=175&north=-15&east=-178');
    expect(fiji.statusCode).toBe(200);
    const lngs = (fiji.json().places as { lng: number }[]).map((p) => p.lng);
    expect(lngs.some((l) => l > 175)).toBe(true);
    expect(lngs.every((l) => l >= 175 || l <= -178)).toBe(true);
  });

  it.each([
    ['south=10&west=0&north=5&east=1', /south must not be north of north/],
    ['south=-95&west=0&north=5&east=1', /south must be between -90 and 90/],
    ['south=0&west=0&north=5&east=200', /east must be between -180 and 180/],
    ['south=0&west=0&north=5', /east/],
    ['south=0&west=0&north=5&east=1&limit=5000', /limit/],
  ])('refuses a bad view: %s', async (query, message) => {
    const res = await get(`/api/geo/places?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it("gives a site's sun, its distance from the place's centre and what is near it", async () => {
    const res = await get('/api/geo/site?lat=35.0128&lng=135.6760&place=Arashiyama%2C%20Kyoto%2C%20Japan');
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.centre.name).toBe('Arashiyama');
    expect(site.centre.distanceKm).toBeLessThan(2);
    expect(site.sun.juneDayHours).toBeGreaterThan(14);
    expect(site.sun.decemberDayHours).toBeLessThan(10);
    expect(site.nearby.map((f: { name: string }) => f.name)).toContain('Togetsukyō Bridge');
    expect(site.nearby[0].source).toBe('loci');
  });

  it.each([
    ['lat=91&lng=0', /lat must be between -90 and 90/],
    ['lat=0&lng=-181', /lng must be between -180 and 180/],
    [`lat=0&lng=0&place=${'x'.repeat(300)}`, /at most 200 characters/],
    ['lat=0&lng=0&place=Kyoto%00', /control characters/],
  ])('refuses a bad site: %s', async (query, message) => {
    const res = await get(`/api/geo/site?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});
