import type { ReviewView } from '@loci/shared';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { REVIEW_VIEW_ELEMENT, ReviewPage, seedReviewView } from './app/review-app';
import { TakenOver } from './app/taken-over';
import { savedKey } from './features/review/model/reviewer';
import { takeEarlyClickPlaces } from './lib/early-clicks';
import './styles/global.css';

/**
 * The entry of a client's review link (`/review/:token`, `review.html`). Clients open these links
 * cold, often on a phone: this page carries the review and the presenter alone — no router, no
 * accounts, no designer screens — so it loads a fraction of the app's script. The review sends
 * no cookies and needs no session; a link followed inside the app opens the same screen there.
 *
 * The server sends the link's view with the page and its first screen rendered from it (the name
 * form); the app starts from that view, so nothing is read twice and its first render is the
 * screen already shown. A tab holding a passcode key reads the view itself (the server's was read
 * without it). Its scripts are asked for once that screen has painted (`PAGE_BOOT_SCRIPT`); what
 * was typed meanwhile is kept, and buttons clicked meanwhile were held and are clicked again.
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

// The HTML's name field, kept after the app replaces it: the name form reads what it holds then.
const htmlNameField = container.querySelector<HTMLInputElement>('input[autocomplete="name"]');
const typedName = () => htmlNameField?.value || undefined;
const clicked = takeEarlyClickPlaces(container);

// The screen the HTML shows is drawn again by the app, the same: nothing moves.
createRoot(container).render(
  <StrictMode>
    <TakenOver container={container} clicked={clicked}>
      <ReviewPage queryClient={queryClient} token={token} typedName={typedName} />
    </TakenOver>
  </StrictMode>,
);
