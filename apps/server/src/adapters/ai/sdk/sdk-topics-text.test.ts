import { describe, expect, it } from 'vitest';
import { loopbackPeer } from '../../../../test/loopback-peer.js';
import { chatCompletion, sendJson } from '../../../../test/loopback-server.js';
import { testPlaces } from '../../../../test/places.js';
import { createOfflineTextModel } from '../offline/offline-text-model.js';
import { createOpenAiTextModel } from '../openai/openai-models.js';
import { createOpenAiCompatibleTextModel } from '../openai-compatible/openai-compatible-models.js';

/**
 * Issue #44 with a real text provider: the Topics request asks for a text about the topics (not
 * the Context's), its schema requires one, and the adapter hands back what the provider wrote.
 */
type ChatBody = { messages: { content: string }[]; response_format?: { json_schema?: { schema: unknown } } };

const { peer } = loopbackPeer();
const offline = createOfflineTextModel();
const base = { place: testPlaces.lisbon, brandName: 'Aesop', keywords: ['botanical', 'amber glass'], section: 'social' as const };
const context = await offline.contextMetadata({ ...base, photoSourceAvailable: false });
const input = { ...base, context: context.description, contextLabels: context.images.map((i) => i.label), photoSourceAvailable: false };
// A schema-valid answer with the provider's own Topics text.
const answer = { ...(await offline.topicsMetadata(input)), description: 'Closer in, the tascas of Lisbon at lunch and after dark.' };

const makers = {
  'openai-compatible': (baseURL: string) => createOpenAiCompatibleTextModel({ baseURL: `${baseURL}/v1`, apiKey: 'k', model: 'llama3.1' }),
  openai: (baseURL: string) => createOpenAiTextModel({ baseURL: `${baseURL}/v1`, apiKey: 'k', model: 'gpt-4.1-mini' }),
};

describe.each(Object.entries(makers))('%s Topics text over the wire', (_name, make) => {
  it('asks for a text about the topics, never the Context text again, and returns the one written', async () => {
    const server = await peer((_req, res) => sendJson(res, 200, chatCompletion(answer)));
    const out = await make(server.baseUrl).topicsMetadata(input);
    expect(out.description).toBe(answer.description);
    expect(out.description).not.toBe(context.description);
    const body = server.requests[0].body as ChatBody;
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('written for this Topics page only');
    expect(prompt).toContain('Never repeat or paraphrase a sentence of the Context description');
    expect(prompt).toMatch(/never state the place's population, languages or currency/);
    const schema = body.response_format?.json_schema?.schema as { required?: string[] };
    expect(schema.required).toContain('description');
  });
});
