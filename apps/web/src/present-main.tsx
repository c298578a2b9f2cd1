import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TakenOver } from './app/taken-over';
import { PresentView, presentExit } from './features/present/components/present-view';
import { takeEarlyClickPlaces } from './lib/early-clicks';
import { rememberOpenedProject } from './lib/opened-projects';
import { projectKeys } from './lib/project-queries';
import './styles/global.css';

/**
 * The entry of Present opened cold (`/projects/:id/present` loaded or reloaded, `present.html`):
 * the presenter alone, without the app's router, accounts and screens. The server sends this page
 * only to someone it has read the project for, with the project beside the page and its first
 * slide rendered from it (`PRESENT_PROJECT_ELEMENT`); anyone else gets the app's page (sign-in,
 * "not found"). Present opened from the app stays in the app. Esc goes back to the screen it was
 * opened from, as a page load.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from present.html');

const projectId = decodeURIComponent(window.location.pathname.replace(/^\/projects\/([^/]+)\/present\/?$/, '$1'));
const exit = () => window.location.assign(presentExit(projectId, new URLSearchParams(window.location.search).get('from')));
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

async function start(): Promise<void> {
  const text = document.getElementById('loci-present-project')?.textContent;
  if (text) {
    // The same reading of the project as the app's (`projectQuery`), from what the server read.
    const { requireProjectWithData } = await import('@loci/shared/project-model.read');
    try {
      queryClient.setQueryData(projectKeys.detail(projectId), requireProjectWithData(JSON.parse(text)));
      rememberOpenedProject(projectId);
    } catch {
      // Unreadable: the presenter reads the project itself.
    }
  }
  const root = container as HTMLElement;
  const clicked = takeEarlyClickPlaces(root);
  createRoot(root).render(
    <StrictMode>
      <TakenOver container={root} clicked={clicked}>
        <QueryClientProvider client={queryClient}>
          <PresentView projectId={projectId} onExit={exit} />
        </QueryClientProvider>
      </TakenOver>
    </StrictMode>,
  );
}
void start();
