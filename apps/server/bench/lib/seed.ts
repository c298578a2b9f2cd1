/** Signs a new user up and in, and gives them `projects` projects with 6 offline images each (LOCI_E2E_SEED=1). */
export async function seedProjects(base: string, projects: number): Promise<{ cookie: string; json: string }> {
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
    });
  const email = `bench-${Date.now()}@example.test`;
  await post('/api/auth/sign-up/email', { email, password: 'bench-harbour-42', name: 'Bench' });
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'bench-harbour-42' });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
