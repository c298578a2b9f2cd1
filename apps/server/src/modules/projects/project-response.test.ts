import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/projects/:id/ answers the typed read model', () => {
  it('drops a field the model does not name, wherever the service put it', async () => {
    const id = await buildProject(t.app, ada, { projectName: 'Casa Azul' });
    const projects = t.app.services.projects;
    const real = projects.get.bind(projects);
    const spy = vi.spyOn(projects, 'get').mockImplementation(async (userId, projectId) => {
      const answer = await real(userId, projectId);
      // A row's column a future change might pass along by mistake.
      const project = { ...answer.project, owner_id: userId, brand_book_text: 'private' };
      return { ...answer, project, data: { ...answer.data, internal: true }, debug: 'x' } as typeof answer;
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.project.project_name).toBe('Casa Azul');
      expect(body).not.toHaveProperty('debug');
      expect(body.project).not.toHaveProperty('owner_id');
      expect(body.project).not.toHaveProperty('brand_book_text');
      expect(body.data).toEqual({ contexts: {}, topics: {}, moodboards: [] });
    } finally {
      spy.mockRestore();
    }
  });
});
