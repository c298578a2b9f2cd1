import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { sendJson } from '../../../../test/loopback-server.js';
import { testPlaces } from '../../../../test/places.js';
import type { ImageRequest } from '../image-model.port.js';
import { createOfflineTextModel } from '../offline/offline-text-model.js';
import { createGoogleImageModel, createGoogleTextModel } from './google-models.js';

// The Generative Language API (generativelanguage.googleapis.com/v1beta), as @ai-sdk/google speaks it.
type Part = { text?: string; inlineData?: { mimeType: string; data: string } };
type GenerateContentBody = {
  contents: { role: string; parts: Part[] }[];
  systemInstruction?: { parts: Part[] };
  generationConfig?: { responseMimeType?: string; responseSchema?: unknown; responseModalities?: string[] };
};

const { peer, close } = loopbackPeer();

/** A recorded-shape generateContent answer whose only part is the given part. */
function generateContentResponse(part: Part, model: string) {
  return {
    candidates: [{ content: { parts: [part], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: 812,
      candidatesTokenCount: 402,
      totalTokenCount: 1214,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 812 }],
    },
    modelVersion: model,
    responseId: 'mAitaK3nJ4-Wz7IP5oW4iAY',
  };
}

/** Google's error envelope, e.g. RESOURCE_EXHAUSTED for 429. */
function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

const allText = (body: GenerateContentBody) =>
  [...(body.systemInstruction?.parts ?? []), ...body.contents.flatMap((c) => c.parts)].map((p) => p.text ?? '').join('\n');

const input = {
  place: testPlaces.lisbon,
  brandName: 'Aesop',
  keywords: ['botanical'],
  section: 'historical' as const,
  photoSourceAvailable: false,
};
const answer = await createOfflineTextModel().contextMetadata({ ...input, photoSourceAvailable: true });
const textModel = (baseUrl: string) => createGoogleTextModel({ apiKey: 'g-key', baseURL: `${baseUrl}/v1beta`, model: 'gemini-2.5-flash' });

describe('google gemini text model over the wire', () => {
  it('posts generateContent with the place and a response schema, and parses the JSON answer', async () => {
    const server = await peer((_req, res) =>
      sendJson(res, 200, generateContentResponse({ text: JSON.stringify(answer) }, 'gemini-2.5-flash')),
    );
    const out = await textModel(server.baseUrl).contextMetadata(input);

    expect(out.description).toBe(answer.description);
    expect(out.images.map((i) => i.label)).toEqual(answer.images.map((i) => i.label));
    expect(out.images.every((i) => i.promptUsage === 0)).toBe(true); // no photo source: sourced slots are cleared
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(req.headers['x-goog-api-key']).toBe('g-key');
    const body = req.body as GenerateContentBody;
    expect(body.contents[0].role).toBe('user');
    expect(allText(body)).toContain('Lisbon');
    expect(body.generationConfig?.responseMimeType).toBe('application/json');
    const schema = JSON.stringify(body.generationConfig?.responseSchema);
    expect(schema).toContain('alternativeLabels');
    // Gemini's Schema.enum is `repeated string`: the 0/1 promptUsage literals must go as strings, or the call is a 400.
    expect(schema).toContain('"enum":["0"]');
    expect(schema).not.toMatch(/"enum":\[\d/);
  });

  it('rejects an answer that does not match the schema', async () => {
    const server = await peer((_req, res) =>
      sendJson(res, 200, generateContentResponse({ text: '{"description":42}' }, 'gemini-2.5-flash')),
    );
    await expect(textModel(server.baseUrl).contextMetadata(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'rejected' });
  });

  it.each([
    [429, 'RESOURCE_EXHAUSTED', 'quota'],
    [400, 'INVALID_ARGUMENT', 'rejected'], // what an invalid API key answers
    [403, 'PERMISSION_DENIED', 'rejected'],
    [503, 'UNAVAILABLE', 'network'],
  ])('maps HTTP %i %s to %s', async (status, code, kind) => {
    const server = await peer((_req, res) => sendJson(res, status, googleError(status, code, 'nope')));
    await expect(textModel(server.baseUrl).contextMetadata(input)).rejects.toMatchObject({
      name: 'ProviderError',
      provider: 'google',
      kind,
    });
  });

  it('maps an abort to timeout and a reset connection to network', async () => {
    const silent = await peer(() => undefined);
    await expect(textModel(silent.baseUrl).contextMetadata(input, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      kind: 'timeout',
    });
    await close?.();
    const reset = await peer((_req, res) => res.socket?.destroy());
    await expect(textModel(reset.baseUrl).contextMetadata(input)).rejects.toMatchObject({ kind: 'network' });
  });
});

const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c4643d' } })
  .png()
  .toBuffer();
const imageRequest: ImageRequest = {
  prompt: 'Azulejo Tiles in Lisbon',
  width: 1024,
  height: 1024,
  microMacro: 0,
  photoStyled: 2,
  palette: ['#1d3557'],
};
const imageModel = (baseUrl: string, model: string) => createGoogleImageModel({ apiKey: 'g-key', baseURL: `${baseUrl}/v1beta`, model });

describe('google image models over the wire', () => {
  it('gemini "-image" models post generateContent for an IMAGE part and return its inline bytes', async () => {
    const model = 'gemini-2.5-flash-image';
    const server = await peer((_req, res) =>
      sendJson(res, 200, generateContentResponse({ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }, model)),
    );
    const out = await imageModel(server.baseUrl, model).generate(imageRequest);

    expect(out.bytes.equals(png)).toBe(true);
    expect(out).toMatchObject({ contentType: 'image/png', provider: 'google', model });
    const [req] = server.requests;
    expect(req.url).toBe(`/v1beta/models/${model}:generateContent`);
    expect(req.headers['x-goog-api-key']).toBe('g-key');
    const body = req.body as GenerateContentBody;
    expect(body.generationConfig?.responseModalities).toEqual(['IMAGE']);
    const prompt = allText(body);
    expect(prompt).toContain('Azulejo Tiles in Lisbon');
    expect(prompt).toContain('material close-up');
    expect(prompt).toContain('#1d3557');
  });

  it('imagen models post :predict and return predictions[0].bytesBase64Encoded', async () => {
    const model = 'imagen-4.0-generate-001';
    const server = await peer((_req, res) =>
      sendJson(res, 200, { predictions: [{ mimeType: 'image/png', bytesBase64Encoded: png.toString('base64') }] }),
    );
    const out = await imageModel(server.baseUrl, model).generate(imageRequest);

    expect(out.bytes.equals(png)).toBe(true);
    expect(out.model).toBe(model);
    const [req] = server.requests;
    expect(req.url).toBe(`/v1beta/models/${model}:predict`);
    const body = req.body as { instances: { prompt: string }[]; parameters: { sampleCount: number; aspectRatio: string } };
    expect(body.parameters.aspectRatio).toBe('1:1');
    expect(body.instances[0].prompt).toContain('Azulejo Tiles in Lisbon');
    expect(body.instances[0].prompt).toContain('material close-up');
    expect(body.parameters.sampleCount).toBe(1);
  });

  it('maps a 429 to quota and a safety-filtered answer (no image) to rejected', async () => {
    let status = 429;
    const server = await peer((_req, res) =>
      status === 429
        ? sendJson(res, 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'))
        : sendJson(res, 200, { predictions: [{ raiFilteredReason: 'Unable to show generated images.' }] }),
    );
    const model = imageModel(server.baseUrl, 'imagen-4.0-generate-001');
    await expect(model.generate(imageRequest)).rejects.toMatchObject({ name: 'ProviderError', kind: 'quota' });
    status = 200;
    await expect(model.generate(imageRequest)).rejects.toMatchObject({ name: 'ProviderError', kind: 'rejected' });
  });
});

// The designer's space as a 2400×1800 WebP and three moodboard images (one GIF): Gemini 2.5 Flash Image takes 3 images.
const space = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d9d4c7' } })
  .webp()
  .toBuffer();
const mood = await Promise.all(
  ['#1d3557', '#c4643d', '#e9c46a'].map((background, i) => {
    const img = sharp({ create: { width: 1200, height: 900, channels: 3, background } });
    return (i === 0 ? img.gif() : img.jpeg()).toBuffer();
  }),
);
const renderRequest: ImageRequest = {
  ...imageRequest,
  prompt: 'A flagship store in Lisbon',
  references: mood,
  structure: { image: space, contentType: 'image/webp', strength: 0.5 },
};

describe('google image models with the designer’s space over the wire', () => {
  it('gemini gets the text, then the reference as PNG and 2 moodboard images as inlineData parts', async () => {
    const model = 'gemini-2.5-flash-image';
    const server = await peer((_req, res) =>
      sendJson(res, 200, generateContentResponse({ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }, model)),
    );
    const out = await imageModel(server.baseUrl, model).generate(renderRequest);
    expect(out.bytes.equals(png)).toBe(true);

    const [req] = server.requests;
    expect(req.url).toBe(`/v1beta/models/${model}:generateContent`);
    const body = req.body as GenerateContentBody;
    expect(body.generationConfig?.responseModalities).toEqual(['IMAGE']);
    expect((body.generationConfig as { imageConfig?: unknown }).imageConfig).toEqual({ aspectRatio: '4:3' }); // the reference's framing
    const parts = body.contents[0].parts;
    expect(parts.map((p) => (p.text ? 'text' : p.inlineData?.mimeType))).toEqual(['text', 'image/png', 'image/jpeg', 'image/jpeg']);
    const bytes = parts.slice(1).map((p) => Buffer.from(p.inlineData?.data ?? '', 'base64'));
    const first = await sharp(bytes[0]).metadata();
    expect([first.format, first.width, first.height]).toEqual(['png', 1536, 1152]);
    expect(bytes.every((b) => b.length <= 4 * 1024 * 1024)).toBe(true);
    const text = parts[0].text ?? '';
    expect(text).toContain("Image 1 is the designer's own space");
    expect(text).toContain('closely: keep its walls');
    expect(text).toContain('Images 2–3 are the moodboard');
    expect(text).toContain('A flagship store in Lisbon');
  });

  it('gemini asks for the portrait aspect ratio for a portrait reference, sent whole (3:4 is one of its own)', async () => {
    const model = 'gemini-2.5-flash-image';
    const server = await peer((_req, res) =>
      sendJson(res, 200, generateContentResponse({ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }, model)),
    );
    const portrait = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#3a2f28' } })
      .png()
      .toBuffer();
    const m = imageModel(server.baseUrl, model);
    expect(m.frame?.(1200, 1600)).toEqual({ width: 864, height: 1184 });
    await m.generate({ ...renderRequest, structure: { image: portrait, contentType: 'image/png', strength: 0.9 } });
    const body = server.requests[0].body as GenerateContentBody;
    expect((body.generationConfig as { imageConfig?: unknown }).imageConfig).toEqual({ aspectRatio: '3:4' });
    const first = await sharp(Buffer.from(body.contents[0].parts[1].inlineData?.data ?? '', 'base64')).metadata();
    expect([first.width, first.height]).toEqual([1152, 1536]); // not padded: the aspect is Gemini's own
  });

  it('gemini maps errors on a request with images: 400 INVALID_ARGUMENT rejected, 429 quota, no image part rejected', async () => {
    const model = 'gemini-2.5-flash-image';
    let answer: 'invalid' | 'quota' | 'empty' = 'invalid';
    const server = await peer((_req, res) =>
      answer === 'invalid'
        ? sendJson(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'))
        : answer === 'quota'
          ? sendJson(res, 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'))
          : sendJson(res, 200, generateContentResponse({ text: 'I cannot make that image.' }, model)),
    );
    const m = imageModel(server.baseUrl, model);
    await expect(m.generate(renderRequest)).rejects.toMatchObject({ name: 'ProviderError', provider: 'google', kind: 'rejected' });
    answer = 'quota';
    await expect(m.generate(renderRequest)).rejects.toMatchObject({ kind: 'quota' });
    answer = 'empty';
    await expect(m.generate(renderRequest)).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('imagen refuses a render of the designer’s space without calling the API, and ignores moodboard images', async () => {
    const model = 'imagen-4.0-generate-001';
    const server = await peer((_req, res) =>
      sendJson(res, 200, { predictions: [{ mimeType: 'image/png', bytesBase64Encoded: png.toString('base64') }] }),
    );
    const m = imageModel(server.baseUrl, model);
    await expect(m.generate(renderRequest)).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('Gemini image model'),
    });
    expect(server.requests).toHaveLength(0);
    const { structure: _none, ...moodOnly } = renderRequest;
    await m.generate({ ...moodOnly, width: 1536, height: 1024 });
    expect(server.requests.map((r) => r.url)).toEqual([`/v1beta/models/${model}:predict`]);
    expect((server.requests[0].body as { parameters: { aspectRatio: string } }).parameters.aspectRatio).toBe('4:3'); // 3:2 asked: Imagen's closest
  });
});
