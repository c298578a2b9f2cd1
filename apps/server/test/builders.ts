import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { linkAsset } from '../src/modules/assets/assets.repository.js';
import type { TestUser } from './helpers.js';

/** A real PNG of one colour (distinct bytes per seed). */
export async function buildPng(seed: number, size = 64): Promise<Buffer> {
  const r = (seed * 67) % 256;
  const g = (seed * 131) % 256;
  const b = (seed * 29) % 256;
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Creates a project through the API (multipart, as the web client does). */
export async function buildProject(app: FastifyInstance, user: TestUser, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  const values = {
    projectName: 'Harbour Hotel',
    projectLocation: 'Lisbon',
    contextInsights: 'historical,social,physical',
    brandName: 'Maré',
    website: 'https://mare.example',
    keywords: '["azulejo","linen"]',
    prompts: '[]',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  const res = await app.inject({ method: 'POST', url: '/api/projects/', headers: user.headers, body: form });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().project_id;
}

/** Creates a "Tidal Salt" lounge moodboard in a project through the API (as the web client does); returns its id. */
export async function buildMoodboard(app: FastifyInstance, user: TestUser, projectId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/generate_moodboard_metadata/',
    headers: user.headers,
    body: buildForm({
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      selectedInsight: 'historical',
      contextText: 'Lisbon grew along the Tagus.',
      selectedImage: `data:image/png;base64,${(await buildPng(9)).toString('base64')}`,
      project_id: projectId,
      selectedImagesPrompts: 'Blue azulejo facade',
    }),
  });
  if (res.statusCode !== 200) throw new Error(`moodboard failed: ${res.statusCode} ${res.body}`);
  return res.json().moodboard_id;
}

/** Stores `count` generated images and attaches them to a project's context board. */
export async function seedProjectImages(app: FastifyInstance, projectId: string, count: number, seedBase = 1): Promise<string[]> {
  const shas: string[] = [];
  for (let i = 0; i < count; i++) {
    const stored = await app.services.assets.storeGenerated(await buildPng(seedBase + i), {
      prompt: `test image ${i}`,
      provider: 'offline',
    });
    await linkAsset(app.services.assets.db, { projectId, sha256: stored.sha256, role: 'context', position: i });
    shas.push(stored.sha256);
  }
  return shas;
}

/** The create-project form with files attached (`logo`, `brandBook`), for upload tests. */
export function buildProjectForm(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; type: string; name: string }>,
): FormData {
  const form = new FormData();
  const defaults = { projectName: 'Harbour Hotel', projectLocation: 'Lisbon', brandName: 'Maré', website: 'https://mare.example' };
  for (const [k, v] of Object.entries({ ...defaults, keywords: '[]', ...fields })) form.append(k, v);
  for (const [field, file] of Object.entries(files)) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** A multipart form of text fields; a list becomes one field per value, as a browser sends it. */
export function buildForm(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  return form;
}
