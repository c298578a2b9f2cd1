import english from 'virtual:loci-messages/en';
import type { ReviewView } from '@loci/shared';
import { requireProjectWithData } from '@loci/shared/project-model.read';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { ReviewPage, seedReviewView } from './app/review-app';
import { createAppRoutes } from './app/routes';
import type { AuthGateway } from './features/auth/api/auth-gateway';
import { PresentView } from './features/present/components/present-view';
import type { FirstPage } from './lib/first-page';
import { projectKeys } from './lib/project-queries';

/**
 * Build-time rendering of the first pages people open (the build's `loci-prerender` plugin calls
 * it): the HTML those pages show before any script has run, as the browser's first render will
 * produce it — no session yet, sign-in methods still loading. The browser hydrates it
 * (`main.tsx`), so the page paints with the HTML instead of after the JavaScript.
 */
const notInPrerender = () => Promise.reject(new Error('The prerendered page does not call the auth server.'));

/** The state every browser starts in: the session is being read, nothing is known yet. */
const startingGateway: AuthGateway = {
  useSession: () => ({ user: null, isPending: true }),
  useSignInMethods: () => undefined,
  useLinkedAccounts: () => undefined,
  signIn: notInPrerender,
  signUp: notInPrerender,
  signOut: notInPrerender,
  requestPasswordReset: notInPrerender,
  requestSignInLink: notInPrerender,
  resetPassword: notInPrerender,
  updateName: notInPrerender,
  changePassword: notInPrerender,
  revokeOtherSessions: notInPrerender,
  signInWithProvider: notInPrerender,
  linkProvider: notInPrerender,
};

/** The markup of `#root` for `path` as `auth` and `firstPage` make it, with every lazy screen on it loaded. */
async function render(path: string, auth: AuthGateway, firstPage: FirstPage | null): Promise<string> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://loci.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers auth={auth} firstPage={firstPage} locale={{ locale: 'en', messages: english }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The markup of `#root` for `path` as every browser first renders it (build time). */
export function prerenderPage(path: string): Promise<string> {
  return render(path, startingGateway, null);
}

/**
 * The markup of `#root` for a signed-in first page (Projects) rendered with the user's own data,
 * as the app's first render in the browser produces it from the same data (the server calls this
 * per request; the page carries `page` beside the markup, and the app hydrates it).
 */
export function renderSignedInPage(page: FirstPage): Promise<string> {
  return render(page.path, { ...startingGateway, useSession: () => ({ user: page.user, isPending: false }) }, page);
}

/**
 * The markup of `#root` for a client's review link (`review.html`) from the view the server read
 * for it, as the review page's first render in the browser produces it from the same view (its
 * name form; `review-main.tsx`). The server calls this per request and sends the view beside it.
 */
export async function renderReviewPage(token: string, view: ReviewView): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  seedReviewView(queryClient, token, view);
  const { prelude } = await prerender(
    <StrictMode>
      <ReviewPage queryClient={queryClient} token={token} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The markup of `#root` for Present opened cold (`present.html`) from the project the server read
 * for the signed-in request, as the page's first render in the browser produces it from the same
 * project (`present-main.tsx`): the title slide.
 */
export async function renderPresentPage(projectId: string, project: unknown): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(projectKeys.detail(projectId), requireProjectWithData(project));
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PresentView projectId={projectId} onExit={() => undefined} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
