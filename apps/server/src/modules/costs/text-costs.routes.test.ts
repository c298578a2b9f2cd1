import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildForm, buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import type { CallOptions, TextModel } from '../../adapters/ai/index.js';
import { createOfflineTextModel } from '../../adapters/ai/offline/offline-text-model.js';
import { createSpendCharge } from './spend.js';

/**
 * Text calls on a paid text model are priced by their tokens (issue #51): the offline model's
 * words, reported as OpenAI's gpt-4.1-mini with 1,200 tokens in and 300 out a call (the SDK
 * adapter's own report of a provider's usage is tested over the wire in sdk-contract.test.ts).
 */
function reportingTextModel(): TextModel {
  const inner = createOfflineTextModel();
  const report =
    <I, O>(call: (input: I, opts?: CallOptions) => Promise<O>) =>
    async (input: I, opts?: CallOptions) => {
      const out = await call.call(inner, input, opts);
      opts?.onUsage?.({ input: 1200, output: 300 });
      return out;
    };
  return {
    provider: 'openai',
    offline: false,
    contextMetadata: report(inner.contextMetadata),
    topicsMetadata: report(inner.topicsMetadata),
    relabel: report(inner.relabel),
    editPrompt: report(inner.editPrompt),
    moodboardMetadata: report(inner.moodboardMetadata),
    renderPrompt: report(inner.renderPrompt),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_TEXT_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key' }, { ai: { text: reportingTextModel() } });
});
afterAll(async () => t?.close());

describe('text call costs', () => {
  it('prices a Context page’s text to the member and project it was written for, with its tokens', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada, { projectName: 'Tide House' });
    const written = await t.app.inject({
      method: 'POST',
      url: '/generate_context_metadata/',
      headers: ada.headers,
      body: buildForm({ project_id: projectId, section: 'historical', projectLocation: 'Lisbon' }),
    });
    expect(written.statusCode).toBe(200);
    const studio = (await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ada.headers })).json().workspaces[0].id;
    const rows = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/costs`, headers: ada.headers })).json().rows;
    // $0.40 per 1M tokens in and $1.60 out (the built-in table): 1,200 × 0.4 + 300 × 1.6 micro-USD.
    await vi.waitFor(() =>
      expect(rows()).resolves.toEqual([
        expect.objectContaining({
          person: ada.name,
          project: 'Tide House',
          provider: 'openai',
          model: 'gpt-4.1-mini',
          images: 0,
          input_tokens: 1200,
          output_tokens: 300,
          micro_usd: 960,
        }),
      ]),
    );
    const csv = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/costs.csv`, headers: ada.headers });
    expect(csv.body).toContain(',openai,gpt-4.1-mini,0,1200,300,0.000960\r\n');
    // The month's spend counts it, so a budget sees text as well as images.
    const budget = (await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/budget`, headers: ada.headers })).json();
    expect(budget.spent_micro_usd).toBe(960);
  });

  it('prices nothing for a call no project or member is known for', async () => {
    const text = reportingTextModel();
    const added: unknown[] = [];
    const spend = createSpendCharge({
      db: t.adapters.database.db,
      mailer: { send: async () => undefined },
      publicUrl: 'http://loci.test',
      image: { provider: 'offline', model: 'procedural-v1', microUsd: 0 },
      text: {
        provider: 'openai',
        model: 'gpt-4.1-mini',
        price: (tokens) => {
          added.push(tokens);
          return 960;
        },
      },
      log: (err) => added.push(err),
    });
    const metered = spend.meterText(text);
    const seen: unknown[] = [];
    const edit = { oldPrompt: 'Limestone steps', microMacro: 1, photoStyled: 1, section: 'historical' } as const;
    await metered.editPrompt(edit, { onUsage: (tokens) => seen.push(tokens) });
    // The caller still hears of the tokens; nobody is charged outside a request or job.
    expect(seen).toEqual([{ input: 1200, output: 300 }]);
    await new Promise((r) => setImmediate(r));
    expect(added).toEqual([]);
  });
});
