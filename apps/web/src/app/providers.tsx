import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import type { AuthGateway } from '../features/auth/api/auth-gateway';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useSession } from '../features/auth/hooks/use-auth';
import { ApiError, setConflictHandler } from '../lib/api-client';
import { workspacesQuery } from '../lib/current-workspace';
import { type FirstPage, FirstPageProvider } from '../lib/first-page';
import { LocaleProvider, type LocaleState } from '../lib/i18n';
import { projectsQuery } from '../lib/project-queries';
import { queryKeys } from '../lib/query-keys';
import { ViewerProvider } from '../lib/viewer';
import { FollowLanguage } from './follow-language';

/** A query client that does not retry client errors (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** Puts a server-rendered page's listing and workspaces in the cache, as if the app had read them itself. */
function seedFirstPage(queryClient: QueryClient, page: FirstPage): void {
  queryClient.setQueryData(projectsQuery(page.workspace ?? undefined).queryKey, page.projects);
  queryClient.setQueryData(workspacesQuery().queryKey, page.workspaces);
}

type ProvidersProps = {
  auth: AuthGateway;
  /** A page the server rendered with the user's data: the cache starts with it, and the first render is the server's. */
  firstPage?: FirstPage | null;
  /** The language to start in and its catalogue (`main.tsx` loads it); English from the code when left out (tests). */
  locale?: LocaleState;
  children: ReactNode;
};

const ENGLISH_FROM_CODE: LocaleState = { locale: 'en', messages: {} };

/** The session's person as the screens' viewer. */
function SessionViewer({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return <ViewerProvider viewer={user ? { id: user.id, name: user.name } : null}>{children}</ViewerProvider>;
}

/** App-wide providers: TanStack Query, the language, the toast, the auth gateway and the viewer. */
export function Providers({ auth, firstPage = null, locale = ENGLISH_FROM_CODE, children }: ProvidersProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstPage) seedFirstPage(client, firstPage);
    return client;
  });
  // Someone else changed a project this screen shows: load the newer state (the toast says why).
  useEffect(
    () => setConflictHandler((projectId) => void queryClient.invalidateQueries({ queryKey: queryKeys.projectRead(projectId) })),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={locale}>
        <FirstPageProvider value={firstPage}>
          <ToastProvider>
            <AuthProvider gateway={auth}>
              <FollowLanguage />
              <SessionViewer>{children}</SessionViewer>
            </AuthProvider>
          </ToastProvider>
        </FirstPageProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
