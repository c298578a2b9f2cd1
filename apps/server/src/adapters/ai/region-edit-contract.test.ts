import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeComfyUi, startFakeComfyUi } from '../../../test/fake-comfyui.js';
import { loopbackPeer } from '../../../test/loopback-peer.js';
import { formDataOf, sendJson } from '../../../test/loopback-server.js';
import { createComfyUiImageModel } from './comfyui/comfyui-image-model.js';
import { DEFAULT_WORKFLOWS, loadWorkflow } from './comfyui/workflow.js';
import { createGoogleImageModel } from './google/google-models.js';
import type { ImageEditRequest } from './image-model.port.js';
import { createOpenAiImageModel } from './openai/openai-models.js';

/** Issue #46 "Change one part": the image and its mask as each provider takes them, over the wire. */

const { peer } = loopbackPeer();
const [W, H] = [1536, 1024];
const render = await sharp({ create: { width: W, height: H, channels: 3, background: '#d8ccb8' } })
  .png()
  .toBuffer();
// White where the render changes: the lower third (the floor).
const mask = await sharp({ create: { width: W, height: H, channels: 3, background: '#000' } })
  .composite([{ input: { create: { width: W, height: H / 4, channels: 3, background: '#fff' } }, left: 0, top: (H * 3) / 4 }])
  .png()
  .toBuffer();
const answer = await sharp({ create: { width: W, height: H, channels: 3, background: '#b5532e' } })
  .png()
  .toBuffer();
const request: ImageEditRequest = { image: render, mask, prompt: 'terrazzo floor', width: W, height: H, region: 'floor' };

/** Alpha of an image at (x, y). */
async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3];
}

describe('masks over the wire', () => {
  it('openai posts /v1/images/edits with the render and a mask transparent where it changes', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: answer.toString('base64') }] }));
    const model = createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' });
    const out = await model.edit?.(request);
    expect(out?.bytes.equals(answer)).toBe(true);
    const [req] = server.requests;
    expect(req.url).toBe('/v1/images/edits');
    const form = await formDataOf(req);
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('size')).toBe('1536x1024');
    // One image goes as `image` (several as `image[]`), the mask beside it.
    expect([...form.keys()].filter((k) => k.startsWith('image'))).toEqual(['image']);
    const images = form.getAll('image') as File[];
    const sent = Buffer.from(await images[0].arrayBuffer());
    expect(await sharp(sent).metadata()).toMatchObject({ format: 'png', width: W, height: H });
    const maskFile = form.get('mask') as File;
    const sentMask = Buffer.from(await maskFile.arrayBuffer());
    expect(await sharp(sentMask).metadata()).toMatchObject({ format: 'png', width: W, height: H });
    // OpenAI edits where the mask is transparent: the floor; the rest is opaque.
    expect(await alphaAt(sentMask, 10, H - 10)).toBe(0);
    expect(await alphaAt(sentMask, 10, 10)).toBe(255);
    const prompt = String(form.get('prompt'));
    expect(prompt).toContain('the floor of the room');
    expect(prompt).toContain('That part becomes: terrazzo floor.');
  });

  it('gemini gets the region described in words, the render and the mask as two inline images', async () => {
    const model = 'gemini-2.5-flash-image';
    const server = await peer((_req, res) =>
      sendJson(res, 200, {
        candidates: [
          {
            content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data: answer.toString('base64') } }] },
            finishReason: 'STOP',
          },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
        modelVersion: model,
      }),
    );
    const out = await createGoogleImageModel({ apiKey: 'g', baseURL: `${server.baseUrl}/v1beta`, model }).edit?.(request);
    expect(out?.bytes.equals(answer)).toBe(true);
    const [req] = server.requests;
    expect(req.url).toBe(`/v1beta/models/${model}:generateContent`);
    const parts = (req.body as { contents: { parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[] }).contents[0]
      .parts;
    expect(parts.map((p) => (p.text ? 'text' : p.inlineData?.mimeType))).toEqual(['text', 'image/png', 'image/png']);
    expect(parts[0].text).toContain('image 2 is its mask: white marks the part to change (the floor of the room)');
    expect(parts[0].text).toContain('That part becomes: terrazzo floor.');
    const sentMask = Buffer.from(parts[2].inlineData?.data ?? '', 'base64');
    const { data, info } = await sharp(sentMask).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([W, H]);
    expect(data[(H - 10) * W + 10]).toBe(255);
    expect(data[10 * W + 10]).toBe(0);
  });

  it('imagen has no edit (it takes no input image on the Gemini API)', () => {
    expect(createGoogleImageModel({ apiKey: 'g', model: 'imagen-4.0-generate-001' }).edit).toBeUndefined();
  });
});

describe('comfyui inpainting against a loopback ComfyUI', () => {
  let fake: FakeComfyUi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('uploads the render and its mask, and queues the inpaint workflow filled in', async () => {
    fake = await startFakeComfyUi();
    const model = createComfyUiImageModel({
      baseUrl: fake.baseUrl,
      structureWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure'),
      textWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text'),
      inpaintWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.inpaint, 'inpaint'),
      checkpoint: 'sd_xl_base_1.0.safetensors',
      controlnet: 'controlnet-union-sdxl-1.0-promax.safetensors',
      pollMs: 20,
    });
    const out = await model.edit?.(request);
    expect(out?.bytes.length).toBeGreaterThan(0);
    type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    const queued = fake.requests.find((r) => r.path === '/prompt');
    const prompt = (queued?.body as { prompt: Workflow } | undefined)?.prompt ?? {};
    const node = (cls: string) => Object.values(prompt).find((n) => n.class_type === cls)?.inputs ?? {};
    const [imageName, maskName] = [String(node('LoadImage').image), String(node('LoadImageMask').image)];
    expect(imageName).not.toBe(maskName);
    expect(node('LoadImageMask').channel).toBe('red');
    expect(node('VAEEncodeForInpaint').mask).toEqual([expect.any(String), 0]);
    expect(String(Object.values(prompt).find((n) => n.class_type === 'CLIPTextEncode')?.inputs.text)).toContain(
      'The floor of the room becomes: terrazzo floor.',
    );
    // Both uploaded at about 1 MP in multiples of 64, the mask white on the floor.
    const uploadedMask = fake.uploads.get(maskName)?.bytes ?? Buffer.alloc(0);
    const { data, info } = await sharp(uploadedMask).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.width % 64).toBe(0);
    expect(data[(info.height - 4) * info.width + 4]).toBe(255);
    expect(data[4 * info.width + 4]).toBe(0);
    expect(fake.uploads.has(imageName)).toBe(true);
  });

  it('refuses an inpaint workflow without its mask at start-up', async () => {
    const { checkWorkflow } = await import('./comfyui/workflow.js');
    const broken = { 1: { class_type: 'LoadImage', inputs: { image: '{{source_image}}', text: '{{prompt}}' } } };
    expect(() => checkWorkflow(broken, 'inpaint', 'mine.json')).toThrow('ComfyUI workflow mine.json: {{mask_image}} is missing');
  });
});
