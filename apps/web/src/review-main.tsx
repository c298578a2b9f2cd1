import type { ReviewView } from '@loci/shared';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { REVIEW_VIEW_ELEMENT, ReviewPage, seedReviewView } from './app/review-app';
import { TakenOver } from './app/taken-over';
import { savedKey, savedName } from './features/review/model/reviewer';
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

const clicked = takeEarlyClickPlaces(container);
const sameAsServer = Boolean(view) && !savedKey(token) && !savedName();

if (sameAsServer) {
  hydrateRoot(
    container,
    <StrictMode>
      <TakenOver container={container} clicked={clicked}>
        <ReviewPage queryClient={queryClient} token={token} />
      </TakenOver>
    </StrictMode>,
  );
} else {
  // The HTML's name field, kept after the app replaces it: the name form reads what it holds then.
  const htmlNameField = container.querySelector<HTMLInputElement>('input[autocomplete="name"]');
  const typedName = () => htmlNameField?.value || undefined;
  createRoot(container).render(
    <StrictMode>
      <TakenOver container={container} clicked={clicked}>
        <ReviewPage queryClient={queryClient} token={token} typedName={typedName} />
      </TakenOver>
    </StrictMode>,
  );
}
