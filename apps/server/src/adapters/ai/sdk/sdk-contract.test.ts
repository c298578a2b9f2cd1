import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { chatCompletion, formDataOf, sendJson } from '../../../../test/loopback-server.js';
import { testPlaces } from '../../../../test/places.js';
import { createOfflineTextModel } from '../offline/offline-text-model.js';
import { createOpenAiImageModel, createOpenAiTextModel } from '../openai/openai-models.js';
import { createOpenAiCompatibleImageModel, createOpenAiCompatibleTextModel } from '../openai-compatible/openai-compatible-models.js';
import { ProviderError } from '../provider-error.js';

type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { schema: unknown } };
};

const { peer } = loopbackPeer();

const input = {
  place: testPlaces.lisbon,
  brandName: 'Aesop',
  keywords: ['botanical'],
  section: 'historical' as const,
  photoSourceAvailable: false,
};
// A schema-valid answer: what the offline model writes, with one sourced image the adapter must clear.
const answer = await createOfflineTextModel().contextMetadata({ ...input, photoSourceAvailable: true });

const makers = {
  'openai-compatible': (baseURL: string) => createOpenAiCompatibleTextModel({ baseURL: `${baseURL}/v1`, apiKey: 'k', model: 'llama3.1' }),
  openai: (baseURL: string) => createOpenAiTextModel({ baseURL: `${baseURL}/v1`, apiKey: 'k', model: 'gpt-4.1-mini' }),
};

describe.each(Object.entries(makers))('%s text model over the wire', (name, make) => {
  it('sends the place and a JSON schema, and parses the structured answer', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, chatCompletion(answer)));
    const usage: unknown[] = [];
    const out = await make(server.baseUrl).contextMetadata(input, { onUsage: (tokens) => usage.push(tokens) });
    expect(out.description).toBe(answer.description);
    // The tokens the provider reported (prompt_tokens, completion_tokens), told once: what the call costs.
    expect(usage).toEqual([{ input: 10, output: 10 }]);
    expect(out.images.every((i) => i.promptUsage === 0)).toBe(true);
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    const body = req.body as ChatBody;
    expect(body.model).toBe(name === 'openai' ? 'gpt-4.1-mini' : 'llama3.1');
    expect(body.messages.map((m) => m.content).join('\n')).toContain('Lisbon');
    expect(body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain('alternativeLabels');
    // The model describes shots; the prompt for the image provider is written from each one, not taken from the model.
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain('"shot"');
    expect(out.images.map((i) => i.prompt)).toEqual(answer.images.map((i) => i.prompt));
    expect(out.images[0].prompt).toContain(answer.images[0].shot?.materials[0] ?? '');
  });

  it('maps a 429 to a quota ProviderError', async () => {
    const server = await peer((_req, res) => sendJson(res, 429, { error: { message: 'slow down', type: 'rate_limit' } }));
    await expect(make(server.baseUrl).contextMetadata(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'quota' });
  });

  it('maps an abort to a timeout ProviderError', async () => {
    const server = await peer(() => undefined); // never answers
    const model = make(server.baseUrl);
    const call = model.contextMetadata(input, { signal: AbortSignal.timeout(100) });
    await expect(call).rejects.toBeInstanceOf(ProviderError);
    await expect(call).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('maps a reset connection to a network ProviderError', async () => {
    const server = await peer((_req, res) => res.socket?.destroy());
    await expect(make(server.baseUrl).contextMetadata(input)).rejects.toMatchObject({ kind: 'network' });
  });
});

const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c4643d' } })
  .png()
  .toBuffer();

describe('image models over the wire', () => {
  const images = {
    openai: (baseURL: string) => createOpenAiImageModel({ baseURL: `${baseURL}/v1`, apiKey: 'k', model: 'gpt-image-1' }),
    'openai-compatible': (baseURL: string) => createOpenAiCompatibleImageModel({ baseURL: `${baseURL}/v1`, model: 'flux' }),
  };
  it.each(Object.entries(images))('%s sends prompt, size and slider words, returns the bytes', async (_name, make) => {
    const server = await peer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] }));
    const out = await make(server.baseUrl).generate({
      prompt: 'Azulejo Tiles in Lisbon',
      width: 1536,
      height: 1024,
      microMacro: 0,
      photoStyled: 2,
      palette: ['#1d3557'],
    });
    expect(out.bytes.equals(png)).toBe(true);
    const [req] = server.requests;
    expect(req.url).toBe('/v1/images/generations');
    const body = req.body as { prompt: string; size: string; model: string };
    expect(body.size).toBe('1536x1024');
    expect(body.prompt).toContain('Azulejo Tiles in Lisbon');
    expect(body.prompt).toContain('material close-up');
    expect(body.prompt).toContain('#1d3557');
  });
});

// The designer's space: a 2400×1800 WebP "site photo", and moodboard images in formats OpenAI refuses (GIF, AVIF).
const space = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d9d4c7' } })
  .webp()
  .toBuffer();
const mood = await Promise.all(
  ['#1d3557', '#c4643d', '#e9c46a', '#2a9d8f', '#264653', '#f4a261'].map((background, i) => {
    const img = sharp({ create: { width: 1200, height: 900, channels: 3, background } });
    return (i === 0 ? img.gif() : i === 1 ? img.avif() : img.jpeg()).toBuffer();
  }),
);
const renderRequest = (strength: number) => ({
  prompt: 'A flagship store in Lisbon',
  width: 1536,
  height: 1024,
  microMacro: 1 as const,
  photoStyled: 0 as const,
  references: mood,
  structure: { image: space, contentType: 'image/webp', strength },
});
const b64 = { created: 1, data: [{ b64_json: png.toString('base64') }] };

describe('image models with the designer’s space over the wire', () => {
  it('openai posts /v1/images/edits: the reference as PNG first, then 4 moodboard images, each within the API’s limits', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const out = await createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' }).generate(
      renderRequest(1),
    );
    expect(out.bytes.equals(png)).toBe(true);

    const [req] = server.requests;
    expect(req.url).toBe('/v1/images/edits');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(req.headers.authorization).toBe('Bearer k');
    const form = await formDataOf(req);
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('size')).toBe('1536x1024'); // the reference's 4:3, snapped
    expect(form.get('input_fidelity')).toBe('high'); // strict: the reference's detail kept
    const images = form.getAll('image[]') as File[];
    expect(images).toHaveLength(5);
    const metas = await Promise.all(images.map(async (f) => sharp(Buffer.from(await f.arrayBuffer())).metadata()));
    expect(images.map((f) => f.type)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg']);
    // The 4:3 reference letterboxed into OpenAI's 3:2 (white bands at the sides), never cropped.
    expect([metas[0].format, metas[0].width, metas[0].height]).toEqual(['png', 1536, 1024]);
    expect(metas.slice(1).map((m) => m.format)).toEqual(['jpeg', 'jpeg', 'jpeg', 'jpeg']);
    expect(metas.every((m) => Math.max(m.width ?? 0, m.height ?? 0) <= 1536)).toBe(true);
    const sizes = images.map((f) => f.size);
    expect(sizes.every((s) => s < 8 * 1024 * 1024)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(50 * 1024 * 1024);
    const prompt = String(form.get('prompt'));
    expect(prompt).toContain("Image 1 is the designer's own space");
    expect(prompt).toContain('strictly');
    expect(prompt).toContain('Images 2–5 are the moodboard');
    expect(prompt).toContain('A flagship store in Lisbon');
  });

  it('openai asks for 1024x1536 for a portrait reference and pads it into that frame, keeping all of the drawing', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const portrait = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#3a2f28' } })
      .png()
      .toBuffer();
    const m = createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' });
    expect(m.frame?.(1200, 1600)).toEqual({ width: 1024, height: 1536 });
    await m.generate({ ...renderRequest(1), structure: { image: portrait, contentType: 'image/png', strength: 1 } });
    const form = await formDataOf(server.requests[0]);
    expect(form.get('size')).toBe('1024x1536');
    const first = (form.getAll('image[]') as File[])[0];
    const { data, info } = await sharp(Buffer.from(await first.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1536]);
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    // 3:4 in 2:3: bands of (1536 − 1024·4/3) / 2 ≈ 85 px above and below, white; the drawing whole between them.
    expect([at(512, 20), at(512, 1515)]).toEqual([255, 255]);
    expect([at(512, 768), at(5, 120), at(1018, 1415)]).toEqual([0x3a, 0x3a, 0x3a]);
  });

  it('openai says the strength in words: loose keeps the layout, balanced the walls and openings', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const m = createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' });
    await m.generate(renderRequest(0));
    await m.generate(renderRequest(0.5));
    const forms = await Promise.all(server.requests.map((r) => formDataOf(r)));
    const prompts = forms.map((f) => String(f.get('prompt')));
    expect(forms.map((f) => f.get('input_fidelity'))).toEqual([null, 'high']);
    expect(prompts[0]).toContain('loosely: keep its overall layout');
    expect(prompts[1]).toContain('closely: keep its walls');
  });

  it('openai sends a render’s moodboard images alone to /v1/images/edits when there is no reference', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const { structure: _none, ...req } = renderRequest(1);
    await createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' }).generate(req);
    const form = await formDataOf(server.requests[0]);
    expect(server.requests[0].url).toBe('/v1/images/edits');
    expect(form.getAll('image[]')).toHaveLength(5);
    expect(String(form.get('prompt'))).toContain('The input images are the moodboard');
  });

  it.each([
    [
      400,
      'rejected',
      {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          code: 'moderation_blocked',
        },
      },
    ],
    [400, 'rejected', { error: { message: 'Invalid image file or mode for image 1', type: 'invalid_request_error', param: 'image' } }],
    [429, 'quota', { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }],
    [500, 'network', { error: { message: 'The server had an error', type: 'server_error' } }],
  ])('openai maps an edits answer %i to %s', async (status, kind, body) => {
    const server = await peer((_req, res) => sendJson(res, status, body));
    await expect(
      createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' }).generate(renderRequest(1)),
    ).rejects.toMatchObject({ name: 'ProviderError', provider: 'openai', kind });
  });

  it('openai refuses an unreadable reference without calling the API', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const req = { ...renderRequest(1), structure: { image: Buffer.from('not an image'), contentType: 'image/png', strength: 1 } };
    await expect(
      createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'gpt-image-1' }).generate(req),
    ).rejects.toMatchObject({ kind: 'rejected', message: expect.stringContaining('reference image could not be read') });
    expect(server.requests).toHaveLength(0);
  });

  it('openai dall-e-3 has no edits: it stays on /v1/images/generations, text only', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    await createOpenAiImageModel({ baseURL: `${server.baseUrl}/v1`, apiKey: 'k', model: 'dall-e-3' }).generate(renderRequest(1));
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/images/generations']);
    expect((server.requests[0].body as { prompt: string }).prompt).not.toContain('Image 1');
  });

  it('openai-compatible sends the reference alone as `image` to /v1/images/edits; without one it stays on generations', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, b64));
    const m = createOpenAiCompatibleImageModel({ baseURL: `${server.baseUrl}/v1`, model: 'flux-kontext' });
    await m.generate(renderRequest(0.5));
    const { structure: _none, ...plain } = renderRequest(0.5);
    await m.generate(plain);
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/images/edits', '/v1/images/generations']);
    const form = await formDataOf(server.requests[0]);
    const image = form.get('image') as File;
    expect(image.type).toBe('image/png');
    expect(form.getAll('image[]')).toHaveLength(0);
  });
});
