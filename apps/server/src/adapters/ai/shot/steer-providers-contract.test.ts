import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeComfyUi, startFakeComfyUi } from '../../../../test/fake-comfyui.js';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { sendJson } from '../../../../test/loopback-server.js';
import { testPlaces } from '../../../../test/places.js';
import { createComfyUiImageModel } from '../comfyui/comfyui-image-model.js';
import { DEFAULT_WORKFLOWS, loadWorkflow } from '../comfyui/workflow.js';
import { createGoogleImageModel } from '../google/google-models.js';
import type { ImageModel, ImageRequest } from '../image-model.port.js';
import { promptFromShot } from '../offline/compose-prompt.js';
import { createOfflineTextModel } from '../offline/offline-text-model.js';
import { createOpenAiImageModel } from '../openai/openai-models.js';
import { describeShot } from './describe-shot.js';
import { guideShotPrompt } from './guide-shot.js';
import { typedShotPrompt } from './typed-prompt.js';

// The words a designer and a client give, and the prompts Loci writes from them for a real provider.
const kyoto = testPlaces.tokyo;
const typed = typedShotPrompt({
  text: 'Moss garden of a Kyoto sub-temple, thick moss, stepping stones, maple trees',
  oldPrompt: '',
  section: 'physical',
  place: kyoto,
  offline: false,
}).prompt;
const railing = promptFromShot(describeShot({ label: 'Ironwork Railings', section: 'historical', place: kyoto }), kyoto);
const guided = guideShotPrompt(railing, 'reads European; we want kanamono hardware or a bamboo fence');
const moodboard = await createOfflineTextModel().moodboardMetadata({
  place: kyoto,
  brandName: 'Aesop',
  keywords: ['hinoki'],
  topic: 'Kamo riverbanks',
  programmaticArea: 'Washbasin bar',
  section: 'physical',
  contextText: 'Kyoto grew between its rivers.',
  selectedImagePrompts: [],
});
const moodboardPrompt = moodboard.images[0].prompt;

// What each request must carry, in the shot's words.
const cases: [string, string, RegExp[]][] = [
  ['the designer’s prompt', typed, [/^Garden view: Moss garden of a Kyoto sub-temple/m, /thick moss, stepping stones, maple trees/]],
  ['the client’s guidance', guided, [/^Detail close-up: Kanamono hardware/m]],
  ['the moodboard’s topic and area', moodboardPrompt, [/Kamo riverbanks/i, /washbasin bar/i]],
];

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777777' } })
  .png()
  .toBuffer();
const request = (prompt: string): ImageRequest => ({ prompt, width: 1024, height: 1024, microMacro: 1, photoStyled: 0, seed: 3 });

const { peer } = loopbackPeer();
let comfy: FakeComfyUi | undefined;
afterEach(async () => {
  await comfy?.close();
  comfy = undefined;
});

/** Sends one request through the provider's adapter to its loopback peer; returns the prompt text the peer received. */
const providers: Record<string, (prompt: string) => Promise<string>> = {
  openai: async (prompt) => {
    const server = await peer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] }));
    const model: ImageModel = createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' });
    await model.generate(request(prompt));
    expect(server.requests[0].url).toBe('/v1/images/generations');
    return (server.requests[0].body as { prompt: string }).prompt;
  },
  gemini: async (prompt) => {
    const server = await peer((_req, res) =>
      sendJson(res, 200, {
        candidates: [
          { content: { parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }], role: 'model' }, index: 0 },
        ],
      }),
    );
    const model = createGoogleImageModel({ apiKey: 'g', baseURL: `${server.baseUrl}/v1beta`, model: 'gemini-2.5-flash-image' });
    await model.generate(request(prompt));
    expect(server.requests[0].url).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    const body = server.requests[0].body as { contents: { parts: { text?: string }[] }[] };
    return body.contents.flatMap((c) => c.parts.map((p) => p.text ?? '')).join('\n');
  },
  comfyui: async (prompt) => {
    comfy = await startFakeComfyUi();
    const model = createComfyUiImageModel({
      baseUrl: comfy.baseUrl,
      structureWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.structure, 'structure'),
      textWorkflow: await loadWorkflow(DEFAULT_WORKFLOWS.text, 'text'),
      checkpoint: 'sd_xl_base_1.0.safetensors',
      controlnet: 'controlnet-union-sdxl-1.0-promax.safetensors',
      pollMs: 20,
      downGraceMs: 5_000,
    });
    await model.generate(request(prompt));
    const queued = comfy.requests.find((r) => r.path === '/prompt')?.body as {
      prompt: Record<string, { inputs: Record<string, unknown> }>;
    };
    return Object.values(queued.prompt)
      .flatMap((node) => Object.values(node.inputs).filter((v): v is string => typeof v === 'string'))
      .join('\n');
  },
};

describe.each(Object.entries(providers))('%s receives the words that steer the image', (_name, send) => {
  it.each(cases)('%s', async (_what, prompt, expected) => {
    const received = await send(prompt);
    for (const re of expected) expect(received).toMatch(re);
    // The whole shot reaches the provider, its fields included.
    expect(received).toContain(prompt.split('. Materials:')[0]);
  });
});
