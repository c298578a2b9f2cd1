import { EMPTY_PROJECT_DATA, type Locale, type ReviewView } from '@loci/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, loadMessages } from '../../../lib/i18n';
import { createTestProviders } from '../../../test/providers';
import { ReviewScreen } from './review-screen';

const TOKEN = 'L'.repeat(43);
const view = (locale: Locale): ReviewView => ({
  project: {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    brand_name: 'Casa Azul',
    logo_url: null,
    brand_palette: [],
    contextual_insights: '',
  },
  data: EMPTY_PROJECT_DATA,
  show_prompts: false,
  locale,
  round: 2,
  expires_at: '2026-12-07T00:00:00.000Z',
  new_images: ['historical-context/2', 'historical-context/3'],
  feedback: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

async function renderReview(locale: Locale) {
  const { wrapper: Providers } = createTestProviders();
  const messages = await loadMessages(locale);
  render(
    <LocaleProvider initial={{ locale, messages }}>
      <Providers>
        <ReviewScreen
          token={TOKEN}
          present={(input) => (
            <div data-testid="presenter">
              {input.notice}
              {input.actions}
            </div>
          )}
        />
      </Providers>
    </LocaleProvider>,
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

describe('the client review in the link’s language', () => {
  it('asks for the name in Japanese and says what is new in Japanese', async () => {
    fetchMock.mockResolvedValue(json(200, view('ja')));
    const user = userEvent.setup();
    await renderReview('ja');
    await user.type(await screen.findByLabelText('お名前'), 'Clara');
    await user.click(screen.getByRole('button', { name: 'レビューを始める' }));
    expect(await screen.findByText('前回のレビュー以降、新しい画像が2枚あります')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'フィードバックを送信' })).toBeInTheDocument();
  });

  it('says in European Portuguese that a link is no longer valid', async () => {
    fetchMock.mockResolvedValue(
      json(404, { code: 'NOT_FOUND', error: 'This review link is not valid. It may have expired or been revoked.' }),
    );
    await renderReview('pt-PT');
    expect(await screen.findByText('Esta ligação de revisão não é válida. Pode ter expirado ou sido revogada.')).toBeInTheDocument();
  });

  it('switches language on the client’s pick, remembers it for this link, and marks the document', async () => {
    localStorage.setItem('loci.review.name', 'Clara');
    fetchMock.mockResolvedValue(json(200, view('ja')));
    const user = userEvent.setup();
    await renderReview('ja');
    expect(await screen.findByText('前回のレビュー以降、新しい画像が2枚あります')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('言語'), 'Português');
    expect(await screen.findByText('2 imagens novas desde a sua revisão')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar feedback' })).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('pt-PT');
    expect(localStorage.getItem(`loci.review-locale.${TOKEN}`)).toBe('pt-PT');
    expect(document.documentElement.lang).toBe('pt-PT');
  });

  it('opens in the link’s language when it arrives after the first render, unless this device picked another', async () => {
    localStorage.setItem('loci.review.name', 'Clara');
    fetchMock.mockResolvedValue(json(200, view('de')));
    await renderReview('en');
    expect(await screen.findByText('2 neue Bilder seit Ihrer Durchsicht')).toBeInTheDocument();
  });

  it('keeps the language this device picked for the link over the link’s', async () => {
    localStorage.setItem('loci.review.name', 'Clara');
    localStorage.setItem(`loci.review-locale.${TOKEN}`, 'es');
    fetchMock.mockResolvedValue(json(200, view('de')));
    await renderReview('en');
    expect(await screen.findByText('2 imágenes nuevas desde tu revisión')).toBeInTheDocument();
  });
});
