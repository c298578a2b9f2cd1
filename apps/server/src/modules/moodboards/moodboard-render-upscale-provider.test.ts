import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, buildMoodboard, buildProject } from '../../../test/builders.js';
import { type FakeComfyUi, startFakeComfyUi } from '../../../test/fake-comfyui.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createComfyUiImageModel } from '../../adapters/ai/comfyui/comfyui-image-model.js';
import { checkWorkflow, DEFAULT_WORKFLOWS, loadWorkflow } from '../../adapters/ai/comfyui/workflow.js';
import { readProvenance } from '../assets/index.js';

/** Issue #46, item 5: a provider's own upscaler (ComfyUI's upscale-model workflow) makes a model render's print copy. */

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
let t: TestApp;
let ada: TestUser;
let fake: FakeComfyUi;

beforeAll(async () => {
  fake = await startFakeComfyUi();
  // The fake "renders" a 96 × 64 picture: the render and (before Loci sizes it) the upscale.
  fake.output = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#8a6d5a' } })
    .png()
    .toBuffer();
  const image = createComfyUiImageModel({
    baseUrl: fake.baseUrl,
    structureWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure'),
    textWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text'),
    upscaleWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.upscale, 'upscale'),
    upscaleModel: 'RealESRGAN_x4plus.pth',
    checkpoint: 'sd_xl_base_1.0.safetensors',
    controlnet: 'controlnet-union-sdxl-1.0-promax.safetensors',
    pollMs: 20,
  });
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' }, { ai: { image } });
  ada = await buildUser(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Upscale with the provider’s upscaler', () => {
  it("sends a model's render through ComfyUI's upscale model, at exactly the print size, marked AI with the model named", async () => {
    const projectId = await buildProject(t.app, ada);
    const moodboardId = await buildMoodboard(t.app, ada, projectId);
    const made = await t.app.inject({
      method: 'POST',
      url: '/generate_render/',
      headers: ada.headers,
      body: buildForm({ project_id: projectId, moodboard_id: moodboardId }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const base = `/api/projects/${projectId}/moodboards/${moodboardId}/renders`;
    const render = (await t.app.inject({ method: 'GET', url: base, headers: ada.headers })).json().renders.at(-1) as {
      id: string;
      image: string;
    };
    const original = (await t.app.inject({ method: 'GET', url: render.image, headers: ada.headers })).rawPayload;
    const { width, height } = await sharp(original).metadata();
    const before = fake.requests.filter((r) => r.path === '/prompt').length;

    const res = await t.app.inject({ method: 'POST', url: `${base}/${render.id}/upscale`, headers: ada.headers, payload: { factor: 2 } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().upscale;
    expect([body.width, body.height]).toEqual([(width ?? 0) * 2, (height ?? 0) * 2]);

    // ComfyUI got the upscale workflow: the render uploaded, the model named, the size asked for.
    const queued = fake.requests.filter((r) => r.path === '/prompt').slice(before);
    expect(queued).toHaveLength(1);
    const prompt = (queued[0]?.body as { prompt: Workflow } | undefined)?.prompt ?? {};
    const node = (cls: string) => Object.values(prompt).find((n) => n.class_type === cls)?.inputs ?? {};
    expect(node('UpscaleModelLoader').model_name).toBe('RealESRGAN_x4plus.pth');
    expect([node('ImageScale').width, node('ImageScale').height]).toEqual([(width ?? 0) * 2, (height ?? 0) * 2]);
    expect(fake.uploads.has(String(node('LoadImage').image))).toBe(true);

    // The copy is exactly that size and says it is AI-made, by which model.
    const copy = (await t.app.inject({ method: 'GET', url: body.image, headers: ada.headers })).rawPayload;
    const meta = await sharp(copy).metadata();
    expect([meta.width, meta.height]).toEqual([(width ?? 0) * 2, (height ?? 0) * 2]);
    const provenance = await readProvenance(copy);
    expect(provenance?.digitalSourceType).toContain('trained');
  });

  it('refuses an upscale workflow that names no model or no size at start-up', () => {
    const noModel = {
      1: { class_type: 'LoadImage', inputs: { image: '{{source_image}}' } },
      2: { class_type: 'ImageScale', inputs: { width: '{{width}}', height: '{{height}}' } },
    };
    expect(() => checkWorkflow(noModel, 'upscale', 'mine.json')).toThrow('ComfyUI workflow mine.json: {{upscale_model}} is missing');
    const noSize = {
      1: { class_type: 'LoadImage', inputs: { image: '{{source_image}}' } },
      2: { class_type: 'UpscaleModelLoader', inputs: { model_name: '{{upscale_model}}' } },
    };
    expect(() => checkWorkflow(noSize, 'upscale', 'mine.json')).toThrow('{{width}} is missing');
  });

  it('offers no upscaler without a model named (Loci then upscales with Lanczos)', async () => {
    const plain = createComfyUiImageModel({
      baseUrl: fake.baseUrl,
      structureWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure'),
      textWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text'),
      upscaleWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.upscale, 'upscale'),
      checkpoint: 'c',
      controlnet: 'n',
    });
    expect(plain.upscale).toBeUndefined();
  });
});
