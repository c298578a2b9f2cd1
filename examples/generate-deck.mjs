// Creates a project with a personal access token, generates its boards, waits, and saves the PDF.
// Usage: LOCI_URL=https://loci.example LOCI_TOKEN=loci_pat_… node examples/generate-deck.mjs [out.pdf]
import { writeFile } from 'node:fs/promises';

const base = (process.env.LOCI_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const auth = { authorization: `Bearer ${process.env.LOCI_TOKEN}` };
const out = process.argv[2] ?? 'loci-deck.pdf';

async function call(method, path, body) {
  const json = body && !(body instanceof FormData);
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : Buffer.from(await res.arrayBuffer());
}

const form = new FormData();
for (const [key, value] of Object.entries({
  projectName: 'Harbour Hotel',
  projectLocation: 'Lisbon',
  brandName: 'Maré',
  contextInsights: 'historical,social',
}))
  form.append(key, value);
const { project_id: id } = await call('POST', '/api/projects/', form);
await call('POST', `/api/projects/${id}/generation`, { kind: 'all' });
for (let status = { running: true }; status.running; ) {
  await new Promise((r) => setTimeout(r, 1000));
  status = await call('GET', `/api/projects/${id}/generation`);
}
await writeFile(out, await call('POST', `/api/projects/${id}/export`, { format: 'pdf' }));
console.log(`Project ${id}: ${out}`);
