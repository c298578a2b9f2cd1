import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import type { AuthGateway } from '../features/auth/api/auth-gateway';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { ApiError, setConflictHandler } from '../lib/api-client';

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

type ProvidersProps = {
  auth: AuthGateway;
  children: ReactNode;
};

/** App-wide providers: TanStack Query, the toast and the auth gateway. */
export function Providers({ auth, children }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  // Someone else changed a project this screen shows: load the newer state (the toast says why).
  useEffect(
    () => setConflictHandler((projectId) => void queryClient.invalidateQueries({ queryKey: ['project', projectId] })),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider gateway={auth}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
