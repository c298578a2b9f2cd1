import { EMPTY_PROJECT_DATA, type ReviewView } from '@loci/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { ReviewScreen } from './review-screen';

const TOKEN = 'T'.repeat(43);
const view: ReviewView = {
  project: {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    brand_name: 'Casa Azul',
    logo_url: null,
    brand_palette: [],
    contextual_insights: 'historical',
  },
  data: EMPTY_PROJECT_DATA,
  show_prompts: false,
  locale: 'en',
  round: 2,
  expires_at: '2026-12-07T00:00:00.000Z',
  new_images: ['historical-context/2', 'historical-context/3'],
  feedback: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

function renderReview() {
  const { wrapper: Providers } = createTestProviders();
  render(
    <Providers>
      <ReviewScreen token={TOKEN} present={(input) => <div data-testid="presenter">{input.notice}</div>} />
    </Providers>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ReviewScreen', () => {
  it('asks for a name once, sends no cookies, and says what is new since the last review', async () => {
    fetchMock.mockResolvedValue(json(200, view));
    const user = userEvent.setup();
    renderReview();
    await user.type(await screen.findByLabelText('Your name'), 'Clara');
    await user.click(screen.getByRole('button', { name: 'Start the review' }));
    expect(await screen.findByText('2 new images since your review')).toBeInTheDocument();
    expect(localStorage.getItem('loci.review.name')).toBe('Clara');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/review/${TOKEN}`);
    expect(init?.credentials).toBe('omit');
  });

  it('asks for the passcode when the link has one, then sends the key it gets', async () => {
    localStorage.setItem('loci.review.name', 'Clara');
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/unlock')) return json(200, { key: 'k-123' });
      const key = new Headers(init?.headers).get('x-review-key');
      return key === 'k-123' ? json(200, view) : json(401, { code: 'UNAUTHENTICATED', error: 'This review link needs its passcode.' });
    });
    const user = userEvent.setup();
    renderReview();
    await user.type(await screen.findByLabelText('Passcode'), 'harbour-7');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('presenter')).toBeInTheDocument();
    expect(sessionStorage.getItem(`loci.review.key.${TOKEN}`)).toBe('k-123');
  });

  it('says so when the link is no longer valid', async () => {
    fetchMock.mockResolvedValue(
      json(404, { code: 'NOT_FOUND', error: 'This review link is not valid. It may have expired or been revoked.' }),
    );
    renderReview();
    expect(await screen.findByText('This review link is not valid. It may have expired or been revoked.')).toBeInTheDocument();
  });
});
