import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { chatCompletion, sendJson } from '../../../../test/loopback-server.js';
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
    const out = await make(server.baseUrl).contextMetadata(input);
    expect(out.description).toBe(answer.description);
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
