import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeComfyUi, startFakeComfyUi } from '../../../../test/fake-comfyui.js';
import type { ImageRequest } from '../image-model.port.js';
import { type ComfyUiConfig, colourWords, comfySize, controlFromStrength, createComfyUiImageModel } from './comfyui-image-model.js';
import { checkWorkflow, DEFAULT_WORKFLOWS, fillWorkflow, loadWorkflow } from './workflow.js';

type Node = { class_type: string; inputs: Record<string, unknown> };
type PromptBody = { prompt: Record<string, Node>; client_id: string };

const structureWorkflow = await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure');
const textWorkflow = await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text');

// A 4:3 "site photo" given as WebP (not what ComfyUI's LoadImage gets: the adapter uploads PNG).
const reference = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9d4c7' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="800" height="600"><path d="M100 500 L400 100 L700 500" stroke="#222" stroke-width="8" fill="none"/></svg>',
      ),
    },
  ])
  .webp()
  .toBuffer();

const request: ImageRequest = {
  prompt: 'A quiet tea room in Kyoto, late afternoon light',
  width: 1536,
  height: 1024,
  microMacro: 1,
  photoStyled: 0,
  palette: ['#1d3557', '#c4643d'],
  seed: 42,
};
const withSpace = (strength: number): ImageRequest => ({
  ...request,
  structure: { image: reference, contentType: 'image/webp', strength },
});

let fake: FakeComfyUi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(opts?: Parameters<typeof startFakeComfyUi>[0]) {
  fake = await startFakeComfyUi(opts);
  return fake;
}

const model = (f: FakeComfyUi, over: Partial<ComfyUiConfig> = {}) =>
  createComfyUiImageModel({
    baseUrl: f.baseUrl,
    structureWorkflow,
    textWorkflow,
    checkpoint: 'sd_xl_base_1.0.safetensors',
    controlnet: 'controlnet-union-sdxl-1.0-promax.safetensors',
    pollMs: 20,
    downGraceMs: 5_000,
    ...over,
  });

const queued = (f: FakeComfyUi) => f.requests.filter((r) => r.path === '/prompt').map((r) => r.body as PromptBody);
const byClass = (body: PromptBody, cls: string) => Object.values(body.prompt).find((n) => n.class_type === cls);

describe('comfyui image model against a loopback ComfyUI', () => {
  it('uploads the reference as PNG, queues the structure workflow filled in, polls history and fetches the output', async () => {
    const f = await start();
    const out = await model(f).generate(withSpace(1));

    expect(out.bytes.equals(f.output)).toBe(true);
    expect(out).toMatchObject({ contentType: 'image/png', provider: 'comfyui', model: 'sd_xl_base_1.0.safetensors' });

    const upload = f.requests.find((r) => r.path === '/upload/image')?.body as {
      image: { filename: string; type: string; bytes: Buffer };
      overwrite: string;
      type: string;
    };
    expect(upload.overwrite).toBe('true');
    expect(upload.type).toBe('input');
    expect(upload.image.type).toBe('image/png');
    expect(upload.image.filename).toMatch(/^loci-[0-9a-f]{16}\.png$/);
    const meta = await sharp(upload.image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600]);

    const [body] = queued(f);
    expect(body.client_id).toMatch(/^loci-/);
    expect(byClass(body, 'LoadImage')?.inputs.image).toBe(upload.image.filename);
    const apply = byClass(body, 'ControlNetApplyAdvanced');
    expect(apply?.inputs.strength).toBe(1);
    expect(apply?.inputs.end_percent).toBe(1);
    expect(byClass(body, 'CheckpointLoaderSimple')?.inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(byClass(body, 'ControlNetLoader')?.inputs.control_net_name).toBe('controlnet-union-sdxl-1.0-promax.safetensors');
    const sampler = byClass(body, 'KSampler');
    expect(sampler?.inputs.seed).toBe(42);
    // The reference's 4:3 framing at about 1 MP, in multiples of 64 (not the requested 3:2).
    const latent = byClass(body, 'EmptyLatentImage')?.inputs;
    expect(latent).toMatchObject({ width: 1152, height: 896 });
    const prompt = String(body.prompt['2'].inputs.text);
    expect(prompt).toContain('A quiet tea room in Kyoto');
    expect(prompt).toContain('deep blue');
    expect(prompt).toContain('terracotta');
    expect(JSON.stringify(body.prompt)).not.toContain('{{');

    const view = f.requests.find((r) => r.path === '/view');
    expect(Object.fromEntries(view?.query ?? [])).toEqual({ filename: 'loci_render_00000_.png', subfolder: 'loci', type: 'output' });
  });

  it('maps the structure control to ControlNet strength and end_percent', async () => {
    expect(controlFromStrength(0)).toEqual({ strength: 0.35, end_percent: 0.45 });
    expect(controlFromStrength(0.5)).toEqual({ strength: 0.68, end_percent: 0.73 });
    expect(controlFromStrength(1)).toEqual({ strength: 1, end_percent: 1 });
    expect(controlFromStrength(7)).toEqual(controlFromStrength(1));
    const f = await start();
    await model(f).generate(withSpace(0));
    expect(byClass(queued(f)[0], 'ControlNetApplyAdvanced')?.inputs).toMatchObject({ strength: 0.35, end_percent: 0.45 });
  });

  it('uses the text-to-image workflow without a reference: nothing uploaded', async () => {
    const f = await start();
    const out = await model(f).generate(request);
    expect(out.bytes.equals(f.output)).toBe(true);
    expect(f.requests.some((r) => r.path === '/upload/image')).toBe(false);
    const [body] = queued(f);
    expect(byClass(body, 'LoadImage')).toBeUndefined();
    expect(byClass(body, 'EmptyLatentImage')?.inputs).toMatchObject({ width: 1280, height: 832 });
  });

  it('uploads the first moodboard image for a workflow with {{moodboard_image}} (an IP-Adapter), a grey stand-in at weight 0 without one', async () => {
    const f = await start();
    const withIpAdapter = {
      ...structureWorkflow,
      '20': { class_type: 'LoadImage', inputs: { image: '{{moodboard_image}}' } },
      '21': { class_type: 'IPAdapterAdvanced', inputs: { image: ['20', 0], weight: '{{moodboard_weight}}' } },
    };
    const mood = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c4643d' } })
      .avif()
      .toBuffer();
    const m = model(f, { structureWorkflow: withIpAdapter });
    await m.generate({ ...withSpace(1), references: [mood, mood] });
    await m.generate(withSpace(1));
    const uploads = f.requests
      .filter((r) => r.path === '/upload/image')
      .map((r) => (r.body as { image: { filename: string; type: string } }).image);
    expect(uploads.map((u) => u.type)).toEqual(['image/png', 'image/jpeg', 'image/png', 'image/png']);
    const [first, second] = queued(f);
    expect(first.prompt['20'].inputs.image).toBe(uploads[1].filename);
    expect(first.prompt['21'].inputs.weight).toBe(0.6);
    expect(second.prompt['20'].inputs.image).toBe(uploads[3].filename);
    expect(second.prompt['21'].inputs.weight).toBe(0);
    // The shipped workflow has no IP-Adapter: moodboard images are not uploaded.
    await model(f).generate({ ...withSpace(1), references: [mood] });
    expect(f.requests.filter((r) => r.path === '/upload/image')).toHaveLength(5);
  });

  it('maps a failed node to a rejected error naming the node', async () => {
    const f = await start();
    f.outcomes.push({
      kind: 'fail',
      nodeId: '7',
      nodeType: 'ControlNetLoader',
      message: 'Error while deserializing header: HeaderTooLarge',
    });
    await expect(model(f).generate(withSpace(0.5))).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'comfyui',
      kind: 'rejected',
      message: 'comfyui: the workflow failed at node 7 (ControlNetLoader): Error while deserializing header: HeaderTooLarge',
    });
    expect(f.requests.some((r) => r.path === '/view')).toBe(false);
  });

  it('says the GPU ran out of memory when a node fails with OOM', async () => {
    const f = await start();
    f.outcomes.push({
      kind: 'fail',
      nodeId: '11',
      nodeType: 'KSampler',
      message: 'Allocation on device',
      exceptionType: 'torch.OutOfMemoryError',
    });
    await expect(model(f).generate(request)).rejects.toThrow(/ran out of memory at node 11 \(KSampler\)/);
  });

  it('maps a workflow refused at /prompt (a missing model) to a rejected error with ComfyUI’s words', async () => {
    const f = await start();
    f.outcomes.push({
      kind: 'invalid',
      nodeId: '1',
      classType: 'CheckpointLoaderSimple',
      message: 'Value not in list',
      details: "ckpt_name: 'sd_xl_base_1.0.safetensors' not in []",
    });
    await expect(model(f).generate(request)).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining(
        "node 1 (CheckpointLoaderSimple): Value not in list – ckpt_name: 'sd_xl_base_1.0.safetensors' not in []",
      ),
    });
  });

  it('times out a job that never finishes, and interrupts it on ComfyUI', async () => {
    const f = await start({ pendingMs: 10 });
    f.outcomes.push({ kind: 'hang' });
    await expect(model(f, { timeoutMs: 400 }).generate(withSpace(1))).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
    const interrupt = f.requests.find((r) => r.path === '/interrupt');
    expect(interrupt?.body).toEqual({ prompt_id: f.jobs[0].id });
  });

  it('cancels a waiting job when the caller aborts: deleted from the queue, not interrupted', async () => {
    const f = await start({ pendingMs: 60_000 });
    const abort = new AbortController();
    const run = model(f).generate({ ...request, signal: abort.signal });
    await expect.poll(() => f.jobs.length, { timeout: 15_000 }).toBe(1);
    abort.abort();
    await expect(run).rejects.toMatchObject({ kind: 'timeout' });
    expect(f.requests.find((r) => r.path === '/queue' && r.method === 'POST')?.body).toEqual({ delete: [f.jobs[0].id] });
    expect(f.requests.some((r) => r.path === '/interrupt')).toBe(false);
  });

  it('queues the job again when ComfyUI restarts mid-job and loses it', async () => {
    const f = await start({ pendingMs: 10, runMs: 150 });
    const run = model(f).generate(withSpace(0.5));
    await expect.poll(() => f.jobs[0]?.state, { timeout: 15_000 }).toBe('running');
    await f.restart(150); // connection refused for a while, then an empty queue and history
    const out = await run;
    expect(out.bytes.equals(f.output)).toBe(true);
    expect(queued(f)).toHaveLength(2);
    expect(f.requests.filter((r) => r.path === '/upload/image')).toHaveLength(2); // the input folder may be gone too
  });

  it('fails with a network error when ComfyUI stays down', async () => {
    const f = await start({ pendingMs: 10, runMs: 5_000 });
    const run = model(f, { downGraceMs: 150 }).generate(request);
    await expect.poll(() => f.jobs.length, { timeout: 15_000 }).toBe(1);
    const restarting = f.restart(700);
    await expect(run).rejects.toMatchObject({ kind: 'network', message: expect.stringContaining('stopped answering') });
    await restarting;
  });

  it('maps connection refused before anything is queued to network', async () => {
    const f = await start();
    const url = f.baseUrl;
    await f.close();
    fake = undefined;
    const m = createComfyUiImageModel({ baseUrl: url, structureWorkflow, textWorkflow, checkpoint: 'c', controlnet: 'n', pollMs: 20 });
    await expect(m.generate(request)).rejects.toMatchObject({ kind: 'network' });
  });

  it('refuses an unreadable reference without calling ComfyUI', async () => {
    const f = await start();
    const bad: ImageRequest = { ...request, structure: { image: Buffer.from('not an image'), contentType: 'image/png', strength: 1 } };
    await expect(model(f).generate(bad)).rejects.toMatchObject({ kind: 'rejected', message: expect.stringContaining('reference image') });
    expect(f.requests).toHaveLength(0);
  });
});

describe('comfyui workflows', () => {
  it('fills whole-string placeholders with typed values and interpolates inside text', () => {
    const filled = fillWorkflow(
      { '1': { class_type: 'X', inputs: { seed: '{{seed}}', text: 'a {{prompt}}!', keep: ['2', 0], n: 3 } } },
      { prompt: 'room', negative_prompt: '', seed: 7, width: 64, height: 64, checkpoint: 'c', controlnet: 'n' },
    );
    expect(filled['1'].inputs).toEqual({ seed: 7, text: 'a room!', keep: ['2', 0], n: 3 });
  });

  it('refuses editor-format files, unknown placeholders and a structure workflow without the reference', () => {
    expect(() => checkWorkflow({ nodes: [], links: [] }, 'text', 'w.json')).toThrow(/Export \(API\)/);
    expect(() => checkWorkflow({ '1': { class_type: 'X', inputs: { t: '{{prompt}} {{colour}}' } } }, 'text', 'w.json')).toThrow(
      /unknown placeholder \{\{colour\}\}/,
    );
    expect(() => checkWorkflow({ '1': { class_type: 'X', inputs: { t: '{{prompt}}' } } }, 'structure', 'w.json')).toThrow(
      /\{\{reference_image\}\} is missing/,
    );
    expect(() => checkWorkflow({ '1': { inputs: {} } }, 'text', 'w.json')).toThrow(/node 1/);
  });

  it('sizes and colour words', () => {
    expect(comfySize(1024, 1024, 1024 * 1024)).toEqual({ width: 1024, height: 1024 });
    expect(comfySize(1536, 1024, 1024 * 1024)).toEqual({ width: 1280, height: 832 });
    expect(colourWords('#1d3557')).toBe('deep blue');
    expect(colourWords('#ffffff')).toBe('white');
    expect(colourWords('#c4643d')).toBe('terracotta');
  });
});
