import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { createOfflineGeocoder } from '../../adapters/geo/offline-geocoder.js';
import { getSunFacts } from '../../adapters/geo/place-facts-builder.js';
import { createBrandInputs } from '../imaging/index.js';
import type { ProjectRow } from './projects.repository.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

const put = (id: string, user: TestUser, fields: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/${id}/`, headers: user.headers, body: buildForm(fields) });

describe("a project's site (a point pinned on the map)", () => {
  it('is saved, read back, copied with the project and taken away with ""', async () => {
    const id = await buildProject(t.app, ada);
    const saved = await put(id, ada, { projectLocation: 'Arashiyama, Kyoto, Japan', site: '35.0213,135.6702' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().project.site).toEqual({ lat: 35.0213, lng: 135.6702 });
    const read = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers });
    expect(read.json().project.site).toEqual({ lat: 35.0213, lng: 135.6702 });
    // A save that does not send the site keeps it.
    const other = await put(id, ada, { brandName: 'Aesop' });
    expect(other.json().project.site).toEqual({ lat: 35.0213, lng: 135.6702 });
    const copy = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/duplicate`, headers: ada.headers });
    expect(copy.statusCode).toBeLessThan(300);
    const copyId = copy.json().project?.id ?? copy.json().id;
    const copied = await t.app.inject({ method: 'GET', url: `/api/projects/${copyId}/`, headers: ada.headers });
    expect(copied.json().project.site).toEqual({ lat: 35.0213, lng: 135.6702 });
    const cleared = await put(id, ada, { site: '' });
    expect(cleared.json().project.site).toBeNull();
  });

  it.each(['91,0', '0,181', '35.0', 'abc,def', '1,2,3', ',135', 'NaN,1', 'x'.repeat(100)])('refuses %s with a clear 400', async (site) => {
    const id = await buildProject(t.app, ada);
    const res = await put(id, ada, { site });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/site must be "lat,lng"/);
  });

  it("cannot be pinned on another person's project", async () => {
    const id = await buildProject(t.app, ada);
    const res = await put(id, bo, { site: '35,135' });
    expect([403, 404]).toContain(res.statusCode);
  });

  it("drives the place facts: the site's sun and its distance from the place's centre", async () => {
    const id = await buildProject(t.app, ada);
    await put(id, ada, { projectLocation: 'Kyoto, Japan', locationLat: '35.0116', locationLng: '135.7681', site: '35.0213,135.6702' });
    const row = (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().project;
    const inputs = createBrandInputs(createOfflineGeocoder());
    const project = {
      location: row.project_location,
      location_lat: row.location_lat,
      location_lng: row.location_lng,
      site_lat: row.site.lat,
      site_lng: row.site.lng,
    } as ProjectRow;
    const place = await inputs.placeOf(project);
    expect(place.name).toBe('Kyoto');
    expect(place.lat).toBe(35.0213);
    expect(place.sun).toEqual(getSunFacts(35.0213, 135.6702));
    expect(place.site?.centreName).toBe('Kyoto');
    expect(place.site?.centreDistanceKm).toBeGreaterThan(7);
  });
});
