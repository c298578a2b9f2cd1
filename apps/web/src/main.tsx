import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readCurrentWorkspace } from './lib/current-workspace';
import { EARLY_CLICKS_LIMIT_MS, replayEarlyClicks, takeEarlyClicks } from './lib/early-clicks';
import { FIRST_PAGE_ELEMENT, readFirstPage } from './lib/first-page';
import { type LocaleState, loadMessages, startingLocale } from './lib/i18n';
import { setRequestLanguage } from './lib/i18n/locale';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A signed-in first page (Projects) comes rendered with the user's data, carried beside it.
const firstPage = readFirstPage(readCurrentWorkspace());
const withData = document.getElementById(FIRST_PAGE_ELEMENT) !== null;

/** The app in `locale`, as it starts. */
const app = (locale: LocaleState) => (
  <StrictMode>
    <App firstPage={firstPage} locale={locale} />
  </StrictMode>
);

// The server sends some first pages already rendered (src/prerender.tsx): take that markup over
// rather than painting the page a second time. A page rendered with data the app cannot start
// from (another workspace than this browser's) is painted afresh instead.
// A page with data (20 cards and more) is taken over as a transition: React works through it in
// slices and lets the browser paint and answer in between (clicks meanwhile are replayed).
// Buttons of a page painted from the HTML clicked before its screen has hydrated are held by the
// page's boot script and clicked again by the screen (`useEarlyClicks`), or at the latest after
// EARLY_CLICKS_LIMIT_MS; a page painted afresh has new buttons, and nothing is held.
// The language's catalogue comes first (its own small chunk). The HTML is rendered in English: a
// page in another language is painted afresh.
async function start(): Promise<void> {
  const locale = startingLocale();
  document.documentElement.lang = locale;
  setRequestLanguage(locale);
  const state: LocaleState = { locale, messages: await loadMessages(locale) };
  const rendered = container?.dataset.prerendered === window.location.pathname && !window.location.search && locale === 'en';
  if (!container) return;
  if (rendered && firstPage) startTransition(() => void hydrateRoot(container, app(state)));
  else if (rendered && !withData) hydrateRoot(container, app(state));
  else {
    takeEarlyClicks();
    createRoot(container).render(app(state));
  }
  if (rendered) setTimeout(() => replayEarlyClicks(takeEarlyClicks()), EARLY_CLICKS_LIMIT_MS);
}
void start();
