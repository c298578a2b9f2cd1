import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildForm, buildPng, buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { loopbackPeer } from '../../../test/loopback-peer.js';
import { sendJson } from '../../../test/loopback-server.js';
import { renderOfflineImage } from '../../adapters/ai/index.js';
import { createOpenAiImageModel } from '../../adapters/ai/openai/openai-models.js';
import { createC2paCredentials } from '../../adapters/credentials/c2pa-credentials.js';
import { loadSigningIdentity } from '../../adapters/credentials/signing-identity.js';

// The reference implementation (c2pa-rs as WebAssembly) reads what c2pa-ts signed.
const require = createRequire(import.meta.url);
initSync({ module: readFileSync(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));
const { peer } = loopbackPeer();

const SOURCE = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

interface ReaderJson {
  active_manifest: string;
  manifests: Record<
    string,
    {
      claim_generator_info: { name: string; version?: string }[];
      assertions: { label: string; data: { actions?: { action: string; digitalSourceType?: string }[] } }[];
      ingredients?: { title?: string; relationship: string; active_manifest?: string }[];
      signature_info?: { issuer?: string; common_name?: string };
    }
  >;
  validation_state: string;
  validation_status?: { code: string }[];
}

async function readC2pa(bytes: Buffer) {
  const format = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
  const reader = await WasmReader.fromBytes(format, new Uint8Array(bytes));
  const json = JSON.parse(reader.json()) as ReaderJson;
  const active = json.manifests[json.active_manifest];
  const actions = active.assertions.filter((a) => a.label.startsWith('c2pa.actions')).flatMap((a) => a.data.actions ?? []);
  return { json, active, actions, ingredients: active.ingredients ?? [] };
}

/** The reader's verdict after one byte of the image data (not the manifest) changed. */
async function stateAfterFlip(bytes: Buffer): Promise<string> {
  const changed = Buffer.from(bytes);
  changed[changed.length - 40] ^= 0x01; // inside the entropy-coded data / last IDAT, after the manifest
  return (await readC2pa(changed)).json.validation_state;
}

async function storedBytes(sha: string): Promise<Buffer> {
  const bytes = await t.app.services.assets.readBytes(sha);
  if (!bytes) throw new Error(`no asset ${sha}`);
  return bytes;
}

/** A manifest a camera or provider put in before Loci saw the image (another key, another generator). */
async function foreignSigned(bytes: Buffer, name: string): Promise<Buffer> {
  const identity = await loadSigningIdentity({ dataDir: mkdtempSync(join(tmpdir(), 'loci-foreign-')) });
  const other = createC2paCredentials({ identity, generator: { name, version: '1.0' } });
  return other.sign({ bytes, contentType: 'image/jpeg', sourceType: 'trainedAlgorithmicMedia', agent: name, ingredients: [] });
}

const photo = (seed: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 + seed, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

describe('Content Credentials on stored images (read by c2pa-rs)', () => {
  it('a generated image from an OpenAI-format provider: created by a trained model, the provider manifest kept', async () => {
    const fromProvider = await foreignSigned(await photo(1), 'OpenAI API');
    const server = await peer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: fromProvider.toString('base64') }] }));
    const model = createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' });
    const image = await model.generate({ prompt: 'Azulejo facade', width: 1024, height: 1024, microMacro: 1, photoStyled: 0 });
    const stored = await t.app.services.assets.storeGenerated(image.bytes, {
      prompt: 'Azulejo facade',
      provider: image.provider,
      model: image.model,
      offline: model.offline,
    });
    const bytes = await storedBytes(stored.sha256);
    const { json, active, actions, ingredients } = await readC2pa(bytes);
    expect(json.validation_state).toBe('Valid');
    expect(active.claim_generator_info[0]).toEqual({ name: 'Loci', version: '0.1.0' });
    expect(actions.map((a) => a.action)).toEqual(['c2pa.opened', 'c2pa.edited']);
    expect(actions[1].digitalSourceType).toBe(`${SOURCE}trainedAlgorithmicMedia`);
    expect(ingredients).toHaveLength(1);
    expect(ingredients[0]).toMatchObject({ relationship: 'parentOf' });
    const parent = json.manifests[ingredients[0].active_manifest ?? ''];
    expect(parent.claim_generator_info[0].name).toBe('OpenAI API');
    expect(await stateAfterFlip(bytes)).toBe('Invalid');
  });

  it('an offline study: created as algorithmicMedia, no ingredients', async () => {
    const study = renderOfflineImage({ prompt: 'Salt pans at dusk', width: 1024, height: 1024, microMacro: 1, photoStyled: 1 });
    const stored = await t.app.services.assets.storeGenerated(study, { prompt: 'Salt pans at dusk', provider: 'offline', offline: true });
    const bytes = await storedBytes(stored.sha256);
    const { json, actions, ingredients } = await readC2pa(bytes);
    expect(json.validation_state).toBe('Valid');
    expect(actions[0]).toMatchObject({ action: 'c2pa.created', digitalSourceType: `${SOURCE}algorithmicMedia` });
    expect(ingredients).toEqual([]);
    expect(await stateAfterFlip(bytes)).toBe('Invalid');
  });

  it('a render lists its moodboard images as components (c2pa.placed); an edited render opens the previous one', async () => {
    const id = await buildProject(t.app, ada);
    const selected = `data:image/png;base64,${(await buildPng(7)).toString('base64')}`;
    const post = (url: string, fields: Record<string, string | string[]>) =>
      t.app.inject({ method: 'POST', url, headers: ada.headers, body: buildForm(fields) });
    const meta = (
      await post('/generate_moodboard_metadata/', {
        moodboardPrompt: 'Tidal Salt',
        programmaticArea: 'Lounge',
        optionalPrompt: 'A calm lounge facing the river light.',
        selectedInsight: 'historical',
        contextText: 'Lisbon grew along the Tagus.',
        selectedImage: selected,
        project_id: id,
        selectedImagesPrompts: ['Blue azulejo facade'],
      })
    ).json();
    const render = await post('/generate_render/', { programmaticArea: 'Lounge', project_id: id, moodboard_id: meta.moodboard_id });
    expect(render.statusCode).toBe(200);
    const bytes = await storedBytes(render.json().image.split('/').pop());
    const { json, actions, ingredients } = await readC2pa(bytes);
    expect(json.validation_state).toBe('Valid');
    expect(actions.map((a) => a.action)).toEqual(['c2pa.created', 'c2pa.edited', 'c2pa.placed']);
    expect(actions[0].digitalSourceType).toBe(`${SOURCE}algorithmicMedia`);
    expect(ingredients.length).toBeGreaterThanOrEqual(1);
    expect(ingredients.every((i) => i.relationship === 'componentOf')).toBe(true);
    // The moodboard's images carry Loci's manifests (the selected image was an upload): kept in the tree.
    expect(ingredients[0].active_manifest).toBeTruthy();
    expect(await stateAfterFlip(bytes)).toBe('Invalid');

    const edited = await post('/edit_render/', { project_id: id, moodboard_id: meta.moodboard_id, new_prompt: 'Warmer light.' });
    expect(edited.statusCode).toBe(200);
    const second = await readC2pa(await storedBytes(edited.json().image.split('/').pop()));
    expect(second.json.validation_state).toBe('Valid');
    expect(second.actions.map((a) => a.action)).toEqual(['c2pa.opened', 'c2pa.edited', 'c2pa.placed']);
    expect(second.ingredients[0]).toMatchObject({ title: 'Previous render', relationship: 'parentOf' });
    console.info(`render manifest tree (c2pa-rs):\n${treeOf(second.json)}`);
  });

  it('an upload that arrived with a manifest keeps it as its parent ingredient; identical uploads still dedupe', async () => {
    const camera = await foreignSigned(await photo(2), 'Camera Co. firmware');
    const first = await t.app.services.assets.storeUpload(camera);
    const again = await t.app.services.assets.storeUpload(camera);
    expect(again.sha256).toBe(first.sha256);
    const bytes = await storedBytes(first.sha256);
    const { json, actions, ingredients } = await readC2pa(bytes);
    expect(json.validation_state).toBe('Valid');
    expect(actions.map((a) => a.action)).toEqual(['c2pa.opened', 'c2pa.edited']);
    expect(ingredients[0]).toMatchObject({ title: 'Upload', relationship: 'parentOf' });
    expect(json.manifests[ingredients[0].active_manifest ?? ''].claim_generator_info[0].name).toBe('Camera Co. firmware');
    expect(await stateAfterFlip(bytes)).toBe('Invalid');
    // The signed file still decodes as before (thumbnails are made from it).
    const thumb = await sharp(bytes).resize({ width: 256 }).webp().toBuffer();
    expect((await sharp(thumb).metadata()).width).toBe(256);
  });
});

describe('POST /api/credentials/verify', () => {
  const verify = (user: TestUser | undefined, file?: Buffer) => {
    const form = new FormData();
    if (file) form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'image.jpg');
    return t.app.inject({ method: 'POST', url: '/api/credentials/verify', headers: user?.headers ?? {}, body: form });
  };

  it('summarises a signed image: generator, actions, source type, ingredients, signer, valid', async () => {
    const stored = await t.app.services.assets.storeUpload(await foreignSigned(await photo(3), 'Camera Co. firmware'));
    const res = await verify(bo, await storedBytes(stored.sha256));
    expect(res.statusCode).toBe(200);
    const { present, summary } = res.json();
    expect(present).toBe(true);
    expect(summary).toMatchObject({
      claimGenerator: 'Loci 0.1.0',
      valid: true,
      signer: { commonName: 'Loci', selfSigned: true },
      ingredients: [{ title: 'Upload', relationship: 'parentOf', claimGenerator: 'Camera Co. firmware 1.0' }],
    });
    expect(summary.actions.map((a: { action: string }) => a.action)).toEqual(['c2pa.opened', 'c2pa.edited']);
  });

  it('says invalid when a byte changed, absent for an image without credentials, 400 without a file, 401 signed out', async () => {
    const stored = await t.app.services.assets.storeUpload(await photo(4));
    const changed = Buffer.from(await storedBytes(stored.sha256));
    changed[changed.length - 40] ^= 0x01;
    expect((await verify(ada, changed)).json().summary.valid).toBe(false);
    expect((await verify(ada, await photo(5))).json()).toEqual({ present: false, summary: null });
    expect((await verify(ada)).statusCode).toBe(400);
    expect((await verify(undefined, await photo(5))).statusCode).toBe(401);
  });

  it('is rate limited per user: 30 checks a minute, then 429 with Retry-After', async () => {
    const tiny = Buffer.from('not an image');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await verify(bo, tiny)).statusCode);
    expect(statuses.slice(0, 29).every((s) => s === 200)).toBe(true); // bo checked one image before
    const limited = await verify(bo, tiny);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(ada, tiny)).statusCode).toBe(200);
  });
});

/** The reader's manifest tree: each manifest, its actions and ingredients, nested by ingredient manifests. */
function treeOf(json: ReaderJson, label = json.active_manifest, depth = 0): string {
  const m = json.manifests[label];
  const pad = '  '.repeat(depth);
  const actions = m.assertions
    .filter((a) => a.label.startsWith('c2pa.actions'))
    .flatMap((a) => a.data.actions ?? [])
    .map((a) => `${a.action}${a.digitalSourceType ? ` (${a.digitalSourceType.replace(SOURCE, '')})` : ''}`);
  const head = `${pad}${m.claim_generator_info.map((g) => [g.name, g.version].filter(Boolean).join(' ')).join(', ')} — signed by ${m.signature_info?.common_name} — ${actions.join(', ')}`;
  const children = (m.ingredients ?? []).map(
    (i) =>
      `${pad}  ↳ ${i.relationship} "${i.title}"${i.active_manifest ? `\n${treeOf(json, i.active_manifest, depth + 2)}` : ' (no manifest)'}`,
  );
  return [head, ...children].join('\n');
}
