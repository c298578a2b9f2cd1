import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeComfyUi } from '../../../test/fake-comfyui.js';
import { loopbackPeer } from '../../../test/loopback-peer.js';
import { chatCompletion, sendJson } from '../../../test/loopback-server.js';
import { testPlaces } from '../../../test/places.js';
import { createComfyUiImageModel } from './comfyui/comfyui-image-model.js';
import { DEFAULT_WORKFLOWS, loadWorkflow } from './comfyui/workflow.js';
import { createGoogleImageModel, createGoogleTextModel } from './google/google-models.js';
import { createOfflineTextModel } from './offline/offline-text-model.js';
import { createOpenAiImageModel, createOpenAiTextModel } from './openai/openai-models.js';
import type { Shot } from './shot/shot.js';
import type { MoodboardMetadataInput } from './text-model.port.js';

/**
 * A moodboard's topic and area reach every provider in the shot's words: the text model is asked
 * with them, a model's shot that leaves them out gets them in its subject, and the image
 * provider's request carries them (OpenAI, Gemini, ComfyUI, each over its own wire format).
 */
const { peer } = loopbackPeer();
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#8a5a3a' } })
  .png()
  .toBuffer();

const input: MoodboardMetadataInput = {
  place: testPlaces.tokyo,
  brandName: 'Aesop',
  keywords: ['apothecary'],
  topic: 'Machiya timber',
  programmaticArea: 'Washbasin Bar',
  section: 'historical',
  contextText: 'Old townhouses keep their timber lattices.',
  selectedImagePrompts: [],
};

// What a model might answer: shots whose subjects are the bare labels, naming neither topic nor area.
const shot = (subject: string, kind: Shot['kind'], motif: string): Shot => ({
  subject,
  kind,
  motif,
  materials: ['hinoki'],
  palette: ['charcoal'],
  time: 'morning',
  light: 'soft morning light',
  features: ['machiya townhouses'],
});
const llmAnswer = {
  title: 'Machiya Timber',
  images: [
    { label: 'Washbasin', shot: shot('Washbasin', 'interior', 'basin') },
    { label: 'Timber Lattice', shot: shot('Timber lattice', 'detail', 'joinery') },
  ],
  optionalPrompt: 'A washbasin bar in hinoki.',
};

function expectTopicAndArea(text: string) {
  expect(text).toContain('Machiya timber');
  expect(text.toLowerCase()).toContain('washbasin bar');
}

const texts = {
  openai: async () => {
    const server = await peer((_req, res) => sendJson(res, 200, chatCompletion(llmAnswer)));
    const out = await createOpenAiTextModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-4.1-mini' }).moodboardMetadata(
      input,
    );
    const body = server.requests[0].body as { messages: { content: string }[] };
    return { out, asked: body.messages.map((m) => m.content).join('\n') };
  },
  gemini: async () => {
    const answer = {
      candidates: [{ content: { parts: [{ text: JSON.stringify(llmAnswer) }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    };
    const server = await peer((_req, res) => sendJson(res, 200, answer));
    const out = await createGoogleTextModel({
      apiKey: 'g',
      baseURL: `${server.baseUrl}/v1beta`,
      model: 'gemini-2.5-flash',
    }).moodboardMetadata(input);
    return { out, asked: JSON.stringify(server.requests[0].body) };
  },
};

describe.each(Object.entries(texts))('%s text model: a moodboard', (_name, call) => {
  it('is asked with the topic and the area, and each tile’s prompt names them', async () => {
    const { out, asked } = await call();
    expectTopicAndArea(asked);
    expect(out.images).toHaveLength(2);
    for (const image of out.images) {
      expectTopicAndArea(image.prompt);
      expect(image.shot?.subject).toMatch(/for a washbasin bar after “Machiya timber”$/);
    }
    // The shot's own words stay: the kind of shot and its motif.
    expect(out.images[0].prompt).toMatch(/^Interior view: Washbasin for a washbasin bar/);
  });
});

describe('image providers: a moodboard tile’s request', async () => {
  const offline = await createOfflineTextModel().moodboardMetadata(input);
  const tile = offline.images.find((i) => i.label === 'Washbasin');
  const request = { prompt: tile?.prompt ?? '', width: 1024, height: 1024, microMacro: 1 as const, photoStyled: 1 as const };
  let closeComfy: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeComfy?.();
    closeComfy = undefined;
  });

  it('offline composes the tile with the basin and names topic and area', () => {
    expect(tile?.shot?.motif).toBe('basin');
    expectTopicAndArea(request.prompt);
  });

  it('OpenAI /v1/images/generations carries them', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] }));
    await createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' }).generate(request);
    expectTopicAndArea((server.requests[0].body as { prompt: string }).prompt);
  });

  it('Gemini generateContent carries them', async () => {
    const model = 'gemini-2.5-flash-image';
    const part = { inlineData: { mimeType: 'image/png', data: png.toString('base64') } };
    const server = await peer((_req, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [part], role: 'model' }, finishReason: 'STOP', index: 0 }] }),
    );
    await createGoogleImageModel({ apiKey: 'g', baseURL: `${server.baseUrl}/v1beta`, model }).generate(request);
    expectTopicAndArea(JSON.stringify(server.requests[0].body));
  });

  it('ComfyUI /prompt carries them in the workflow’s text', async () => {
    const fake = await startFakeComfyUi();
    closeComfy = fake.close;
    const model = createComfyUiImageModel({
      baseUrl: fake.baseUrl,
      structureWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure'),
      textWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text'),
      checkpoint: 'sd_xl_base_1.0.safetensors',
      controlnet: 'controlnet-union-sdxl-1.0-promax.safetensors',
      pollMs: 20,
      downGraceMs: 5_000,
    });
    await model.generate(request);
    const queued = fake.requests.find((r) => r.path === '/prompt');
    expectTopicAndArea(JSON.stringify(queued?.body));
  });
});
