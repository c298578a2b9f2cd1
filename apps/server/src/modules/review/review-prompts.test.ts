import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import type { ProjectData } from '@loci/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { ALGORITHMIC_MEDIA, assetKeys, readProvenance, TRAINED_ALGORITHMIC_MEDIA } from '../assets/index.js';

let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => ({ t, ada } = shared));

// The reference implementation (c2pa-rs as WebAssembly) reads the copies Loci signs with c2pa-ts.
initSync({ module: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });

/** The reader's view of a copy's Content Credentials; null when it has none. */
async function readCredentials(bytes: Buffer): Promise<{ state: string; text: string; sources: string[] } | null> {
  const format = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
  const reader = await WasmReader.fromBytes(format, new Uint8Array(bytes)).catch(() => null);
  if (!reader) return null;
  const text = reader.json();
  const json = JSON.parse(text) as {
    active_manifest: string;
    validation_state: string;
    manifests: Record<string, { assertions: { label: string; data: { actions?: { digitalSourceType?: string }[] } }[] }>;
  };
  const active = json.manifests[json.active_manifest];
  const sources = active.assertions
    .filter((a) => a.label.startsWith('c2pa.actions'))
    .flatMap((a) => a.data.actions ?? [])
    .flatMap((a) => (a.digitalSourceType ? [a.digitalSourceType] : []));
  return { state: json.validation_state, text, sources };
}

const AREA = 'A calm lounge with low seating facing the river light, linen and oak.';
let projectId: string;

const post = (url: string, fields: Record<string, string | string[]>) =>
  t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });

/** A project with a Context board (through the durable worker) and a moodboard with its images and a render. */
async function seedPresentation(): Promise<void> {
  projectId = await buildProject(t.app, ada);
  const queued = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/generation`,
    headers: { ...ada.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ section: 'historical', kind: 'context' }),
  });
  expect(queued.statusCode).toBe(202);
  await drainGeneration(t, ada, projectId);
  const meta = (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: 'Tidal Salt',
      programmaticArea: 'Lounge',
      optionalPrompt: AREA,
      selectedInsight: 'historical',
      contextText: 'Lisbon grew along the Tagus.',
      selectedImage: `data:image/png;base64,${(await buildPng(7)).toString('base64')}`,
      project_id: projectId,
      selectedImagesPrompts: ['Blue azulejo facade'],
    })
  ).json();
  for (let i = 0; i < meta.prompts.length; i++) {
    await post('/generate_single_moodboard_image/', {
      project_id: projectId,
      image_index: String(i),
      prompt: meta.prompts[i],
      moodboard_id: meta.moodboard_id,
    });
  }
  const board = (await designerData()).moodboards[0];
  const render = await post('/generate_render/', {
    programmaticArea: 'Lounge',
    areaDescription: board.optionalPrompt,
    images: board.images,
    prompts: board.prompts,
    project_id: projectId,
    moodboard_id: meta.moodboard_id,
    force_regenerate: 'false',
  });
  expect(render.statusCode).toBe(200);
}

async function designerData(): Promise<ProjectData> {
  return (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json().data;
}

/** A prompt as XMP writes it. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every string in a JSON value, with where it is. */
function strings(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** Every prompt of the project: those of its read model, and those written into its stored images. */
async function projectPrompts(data: ProjectData, shas: string[]): Promise<string[]> {
  const prompts = [
    ...Object.values(data.contexts).flatMap((b) => b?.imagePrompts ?? []),
    ...Object.values(data.topics).flatMap((b) => b?.prompts ?? []),
    ...data.moodboards.flatMap((m) => [...m.prompts, m.optionalPrompt, ...m.renders.map((r) => r.render_prompt)]),
  ];
  const types = await t.adapters.database.db.selectFrom('asset').select(['sha256', 'content_type']).where('sha256', 'in', shas).execute();
  let inImages = 0;
  for (const { sha256, content_type } of types) {
    const bytes = await t.adapters.storage.get(assetKeys(sha256, content_type).original);
    const prompt = bytes ? (await readProvenance(bytes))?.prompt : undefined;
    if (prompt) {
      prompts.push(prompt);
      inImages++;
    }
  }
  // Else the test would prove nothing: the stored images do carry prompts.
  expect(inImages).toBeGreaterThan(3);
  return [...new Set(prompts.filter((p) => p.trim().length >= 8))];
}

describe('a review link with "Show prompts" off', () => {
  beforeAll(seedPresentation, 120_000);

  it('lets no prompt of the project reach the client: not in any text of the view, not in any image it names', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/review-links`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ showPrompts: false }),
    });
    const { token } = created.json() as { token: string };
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${token}` });
    expect(view.statusCode).toBe(200);
    const texts = strings(view.json());
    const urls = [...new Set(texts.map((s) => s.text).filter((s) => s.startsWith(`/api/review/${token}/assets/`)))];
    const shas = [...new Set(urls.map((u) => /assets\/([0-9a-f]{64})/.exec(u)?.[1] ?? ''))];
    expect(shas.length).toBeGreaterThan(8);
    const prompts = await projectPrompts(await designerData(), shas);
    expect(prompts).toContain(AREA);

    for (const { path, text } of texts) {
      for (const prompt of prompts) expect(text.includes(prompt), `${path} holds a prompt`).toBe(false);
    }
    let signed = 0;
    for (const sha of shas) {
      for (const size of ['', '/256', '/768']) {
        const url = `/api/review/${token}/assets/${sha}${size}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        const bytes = res.rawPayload;
        // The bytes as they are, and every metadata field as a reader decodes it (a PNG compresses its XMP).
        const meta = await sharp(bytes).metadata();
        const metadata = [
          meta.xmpAsString,
          meta.exif?.toString('latin1'),
          meta.iptc?.toString('latin1'),
          JSON.stringify(meta.comments ?? []),
        ];
        const readable = [bytes.toString('latin1'), bytes.toString('utf8'), ...metadata.map((m) => m ?? '')];
        for (const prompt of prompts) {
          for (const form of [prompt, escapeXml(prompt)]) {
            expect(
              readable.some((text) => text.includes(form)),
              `${url} holds a prompt`,
            ).toBe(false);
          }
        }
        // Still a whole image (every PNG chunk's checksum is checked as it decodes), still marked as AI-made when it was.
        const decoded = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        expect(decoded.info.width).toBeGreaterThan(0);
        const provenance = await readProvenance(bytes);
        // Offline studies are made by an algorithm (algorithmicMedia), a real model's images by a trained one.
        if (provenance)
          expect(provenance).toEqual({
            digitalSourceType: expect.stringMatching(new RegExp(`^(${TRAINED_ALGORITHMIC_MEDIA}|${ALGORITHMIC_MEDIA})$`)),
            creatorTool: expect.any(String),
          });
        // The original's copy carries Content Credentials again, signed by Loci: valid for the reference
        // reader, still saying how the image was made, and with no prompt anywhere in its manifests.
        const credentials = size === '' && bytes[0] !== 0x52 ? await readCredentials(bytes) : null;
        if (credentials) {
          signed++;
          const row = await t.adapters.database.db
            .selectFrom('asset')
            .select('content_type')
            .where('sha256', '=', sha)
            .executeTakeFirstOrThrow();
          const stored = await t.adapters.storage.get(assetKeys(sha, row.content_type).original);
          const original = stored ? await readCredentials(stored) : null;
          expect(credentials.state, url).toBe('Valid');
          // Made the same way: a model (trainedAlgorithmicMedia), an offline study (algorithmicMedia), none for an upload.
          expect(credentials.sources, url).toEqual(original?.sources);
          for (const prompt of prompts) expect(credentials.text.includes(prompt), `${url}'s manifest holds a prompt`).toBe(false);
          // What the client's lightbox shows: the same copy, read and validated by the server.
          const check = await t.app.inject({ method: 'GET', url: `/api/review/${token}/credentials/${sha}` });
          expect(check.statusCode, url).toBe(200);
          expect(check.json()).toMatchObject({ present: true, summary: { valid: true, claimGenerator: expect.stringMatching(/^Loci/) } });
          expect(check.json().summary.digitalSourceType ?? null).toBe(original?.sources[0]?.split('/').pop() ?? null);
          for (const prompt of prompts) expect(check.body.includes(prompt), `${url}'s credentials hold a prompt`).toBe(false);
        }
        // Tagged by content: a browser that keeps it revalidates and gets a 304, once the link is checked.
        const etag = String(res.headers.etag);
        expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      }
    }
    // Every generated image and render is stored with a manifest: their copies are all signed again.
    expect(signed).toBeGreaterThan(3);
    // Only the link's own images.
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/review/${token}/credentials/${'0'.repeat(64)}` });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('still shows the prompts, in the view and the images, when the designer chose to', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/review-links`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ showPrompts: true }),
    });
    const { token } = created.json() as { token: string };
    const view = (await t.app.inject({ method: 'GET', url: `/api/review/${token}` })).json();
    expect(view.data.moodboards[0].optionalPrompt).toBe(AREA);
    const image = view.data.contexts.historical.images[0] as string;
    const provenance = await readProvenance((await t.app.inject({ method: 'GET', url: image })).rawPayload);
    // The image's prompt as the model got it: the slot's prompt with the board's style around it.
    expect(provenance?.prompt?.slice(0, 30)).toBe(view.data.contexts.historical.imagePrompts[0].slice(0, 30));
  });
});
