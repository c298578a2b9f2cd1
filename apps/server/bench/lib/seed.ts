/** A JSON POST to the bench's server, as the app sends it (its own origin). */
export type BenchPost = (path: string, body: object, headers?: Record<string, string>) => Promise<Response>;

/** Signs a new user up and in; their session cookie and a JSON POST helper. */
export async function signUpBenchUser(base: string, prefix = 'bench'): Promise<{ cookie: string; post: BenchPost }> {
  const post: BenchPost = (path, body, headers = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
    });
  const email = `${prefix}-${Date.now()}@example.test`;
  await post('/api/auth/sign-up/email', { email, password: 'bench-harbour-42', name: 'Bench' });
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'bench-harbour-42' });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, post };
}

/** Signs a new user up and in, and gives them `projects` projects with 6 offline images each (LOCI_E2E_SEED=1). */
export async function seedProjects(base: string, projects: number): Promise<{ cookie: string; json: string }> {
  const { cookie, post } = await signUpBenchUser(base);
  for (let p = 0; p < projects; p++) {
    const res = await post(
      '/api/projects/',
      {
        projectName: `Project ${p}`,
        projectLocation: 'Lisbon',
        brandName: 'Bench',
        website: 'https://example.com',
        keywords: '["oak","linen"]',
      },
      { cookie },
    );
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    const { project_id: id } = (await res.json()) as { project_id: string };
    const seeded = await post(`/api/projects/${id}/dev/seed-images`, { count: 6 }, { cookie });
    if (!seeded.ok) throw new Error(`seed failed: ${seeded.status} ${await seeded.text()}`);
  }
  const json = await (await fetch(`${base}/api/projects/`, { headers: { cookie } })).text();
  return { cookie, json };
}

/**
 * A project with six pages (Context and Topics of three insights) generated on the offline providers,
 * and a review link to it: what a client opens. Returns the project id and the link's path.
 */
export async function seedReviewProject(base: string, cookie: string): Promise<{ projectId: string; reviewPath: string }> {
  const post = (path: string, body: object) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
  const created = await post('/api/projects/', {
    projectName: 'Alfama Hotel',
    projectLocation: 'Lisbon',
    contextInsights: 'historical,social,physical',
    brandName: 'Casa Azul',
    website: 'https://example.com',
    keywords: '["azulejo","river light"]',
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { project_id: projectId } = (await created.json()) as { project_id: string };
  const queued = await post(`/api/projects/${projectId}/generation`, { kind: 'all' });
  if (!queued.ok) throw new Error(`generation failed: ${queued.status} ${await queued.text()}`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    const progress = (await (await fetch(`${base}/api/projects/${projectId}/generation`, { headers: { cookie } })).json()) as {
      running: boolean;
      sections: { total: number; completed: number; failed: number }[];
    };
    const boards = progress.sections.filter((s) => s.total > 0);
    if (boards.length >= 6 && boards.every((s) => s.completed + s.failed === s.total) && !progress.running) break;
    if (Date.now() > deadline) throw new Error(`generation did not finish: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const link = await post(`/api/projects/${projectId}/review-links`, {});
  if (link.status !== 201) throw new Error(`review link failed: ${link.status} ${await link.text()}`);
  return { projectId, reviewPath: ((await link.json()) as { path: string }).path };
}
