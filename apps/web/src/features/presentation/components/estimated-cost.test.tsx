import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { EstimatedCost } from './estimated-cost';
import { VariationsPanel } from './variations-panel';

/** Every request answers `body` (or what `body` gives for its URL); returns the URLs asked. */
function answer(body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const json = typeof body === 'function' ? (body as (url: string) => unknown)(url) : body;
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const priced = {
  operation: 'generate-page',
  provider: 'openai',
  model: 'gpt-image-1',
  offline: false,
  images: 8,
  micro_usd_per_image: 52_500,
};

describe('EstimatedCost', () => {
  it('offline: says there is no cost and asks the server nothing', async () => {
    const calls = answer({ ...priced, micro_usd: 420_000 });
    render(<EstimatedCost projectId="p1" offline ask={{ operation: 'generate-page', kind: 'topics' }} />, {
      wrapper: createTestProviders().wrapper,
    });
    expect(screen.getByText('Offline preview — no cost')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated cost/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with a paid provider: shows the estimate for the operation asked', async () => {
    const calls = answer({ ...priced, micro_usd: 420_000 });
    render(<EstimatedCost projectId="p1" offline={false} ask={{ operation: 'generate-missing', kind: 'topics', count: 3 }} />, {
      wrapper: createTestProviders().wrapper,
    });
    expect(await screen.findByText('Estimated cost: $0.42')).toBeInTheDocument();
    expect(calls).toEqual(['/api/projects/p1/estimate?operation=generate-missing&kind=topics&count=3']);
  });

  it('says what the month’s budget says beside the price: 80 % used, not enough left, or spent', async () => {
    const cases = [
      {
        budget: { warning: true, spent: false, left_micro_usd: 900_000, over: false },
        says: 'This studio has used 80% of its monthly budget.',
      },
      {
        budget: { warning: true, spent: false, left_micro_usd: 100_000, over: true },
        says: 'This costs more than is left of the monthly budget: some images would not be made.',
      },
      {
        budget: { warning: true, spent: true, left_micro_usd: 0, over: true },
        says: "This studio's monthly budget is spent. An owner can raise it in Studio settings.",
      },
    ];
    for (const { budget, says } of cases) {
      answer({ ...priced, micro_usd: 420_000, budget });
      const view = render(<EstimatedCost projectId="p1" offline={false} ask={{ operation: 'generate-page', kind: 'topics' }} />, {
        wrapper: createTestProviders().wrapper,
      });
      expect(await screen.findByText(says)).toBeInTheDocument();
      expect(screen.getByText(/^Estimated cost: \$0\.42/)).toBeInTheDocument();
      view.unmount();
      vi.unstubAllGlobals();
    }
    // Within budget: the price alone.
    answer({ ...priced, micro_usd: 420_000, budget: { warning: false, spent: false, left_micro_usd: 5_000_000, over: false } });
    render(<EstimatedCost projectId="p1" offline={false} ask={{ operation: 'generate-page', kind: 'topics' }} />, {
      wrapper: createTestProviders().wrapper,
    });
    expect(await screen.findByText('Estimated cost: $0.42')).toBeInTheDocument();
    expect(screen.queryByText(/budget/)).toBeNull();
  });

  it('in the Variations panel: the settings say the provider is paid, so the estimate for the count chosen shows', async () => {
    const calls = answer((url: string) =>
      url === '/api/config'
        ? { offlineAi: true, offlineImages: false }
        : { ...priced, operation: 'variations', images: 3, micro_usd: 157_500 },
    );
    render(<VariationsPanel projectId="p1" slot="historical:context:0" onChosen={() => undefined} />, {
      wrapper: createTestProviders().wrapper,
    });
    expect(await screen.findByText('Estimated cost: $0.16')).toBeInTheDocument();
    expect(calls).toContain('/api/projects/p1/estimate?operation=variations&count=3');
  });

  it('in the Variations panel, offline: no cost, and no estimate asked', async () => {
    const calls = answer({ offlineAi: true, offlineImages: true });
    render(<VariationsPanel projectId="p1" slot="historical:context:0" onChosen={() => undefined} />, {
      wrapper: createTestProviders().wrapper,
    });
    expect(await screen.findByText('Offline preview — no cost')).toBeInTheDocument();
    expect(calls.some((url) => url.includes('/estimate'))).toBe(false);
  });
});
