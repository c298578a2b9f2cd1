import type { ReviewView } from '@loci/shared';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { REVIEW_VIEW_ELEMENT, ReviewPage, seedReviewView } from './app/review-app';
import { TakenOver } from './app/taken-over';
import { savedKey, savedName, savedReviewLocale } from './features/review/model/reviewer';
import { takeEarlyClickPlaces } from './lib/early-clicks';
import { LocaleProvider, type LocaleState, loadMessages } from './lib/i18n';
import { setRequestLanguage } from './lib/i18n/locale';
import './styles/global.css';

/**
 * The entry of a client's review link (`/review/:token`, `review.html`). Clients open these links
 * cold, often on a phone: this page carries the review and the presenter alone — no router, no
 * accounts, no designer screens — so it loads a fraction of the app's script. The review sends
 * no cookies and needs no session; a link followed inside the app opens the same screen there.
 *
 * The server sends the link's view with the page and its first screen rendered from it (the name
 * form); the app starts from that view, so nothing is read twice and its first render is the
 * screen already shown. Its scripts are asked for once that screen has painted (`PAGE_BOOT_SCRIPT`).
 *
 * The app hydrates that markup: the field a client is typing into stays the same element, with
 * its letters, focus and selection, and tells the form what it holds as it mounts; buttons clicked
 * meanwhile were held and are clicked again. A device that already has a name or a passcode key
 * shows another first screen than the server's: there the app draws afresh, reading what the
 * HTML's field held at that moment.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from review.html');

const token = decodeURIComponent(window.location.pathname.replace(/^\/review\/([^/]*).*$/, '$1'));
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
const view = readView();
if (view && !savedKey(token)) seedReviewView(queryClient, token, view);

function readView(): ReviewView | null {
  const text = document.getElementById(REVIEW_VIEW_ELEMENT)?.textContent;
  try {
    return text ? (JSON.parse(text) as ReviewView) : null;
  } catch {
    return null;
  }
}

async function start(root: HTMLElement): Promise<void> {
  const container = root;
  // The language: the one this device picked for the link, else the link's (the designer's choice).
  // Its catalogue is its own chunk, read before the first render; the HTML is painted in English.
  const locale = savedReviewLocale(token) ?? view?.locale ?? 'en';
  document.documentElement.lang = locale;
  setRequestLanguage(locale);
  const language: LocaleState = { locale, messages: await loadMessages(locale) };
  const clicked = takeEarlyClickPlaces(container);
  const sameAsServer = Boolean(view) && !savedKey(token) && !savedName() && locale === 'en';

  if (sameAsServer) {
    hydrateRoot(
      container,
      <StrictMode>
        <LocaleProvider initial={language}>
          <TakenOver container={container} clicked={clicked}>
            <ReviewPage queryClient={queryClient} token={token} />
          </TakenOver>
        </LocaleProvider>
      </StrictMode>,
    );
  } else {
    // The HTML's name field, kept after the app replaces it: the name form reads what it holds then.
    const htmlNameField = container.querySelector<HTMLInputElement>('input[autocomplete="name"]');
    const typedName = () => htmlNameField?.value || undefined;
    createRoot(container).render(
      <StrictMode>
        <LocaleProvider initial={language}>
          <TakenOver container={container} clicked={clicked}>
            <ReviewPage queryClient={queryClient} token={token} typedName={typedName} />
          </TakenOver>
        </LocaleProvider>
      </StrictMode>,
    );
  }
}

void start(container);
