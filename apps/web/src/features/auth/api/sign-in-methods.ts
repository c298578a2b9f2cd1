import type { AuthConfig } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config-query';
import type { AuthClient } from './auth-client';

/** Password accounts only: what the screens assume when the configuration cannot be read. */
const PASSWORD_ONLY: AuthConfig = { passwordSignIn: true, identityProvider: null };

/** `GET /api/config` (shared cache key with the other readers), narrowed to how people sign in. */
export function useSignInMethodsQuery(): AuthConfig | undefined {
  const query = useQuery(configQuery());
  if (query.isError) return PASSWORD_ONLY;
  return query.data ? (query.data.auth ?? PASSWORD_ONLY) : undefined;
}

/** better-auth's list-accounts: the provider ids of the signed-in user's accounts (`credential` = password). */
export function linkedAccountsQuery(load: () => Promise<AuthClient>) {
  return queryOptions({
    queryKey: ['auth', 'accounts'] as const,
    queryFn: async () => {
      const { data, error } = await (await load()).listAccounts();
      if (error) throw new Error(error.message ?? 'Could not read your sign-in methods');
      return data.map((account) => account.providerId);
    },
  });
}

/** The signed-in user's linked accounts; undefined while loading. */
export function useLinkedAccountsQuery(load: () => Promise<AuthClient>): string[] | undefined {
  return useQuery(linkedAccountsQuery(load)).data;
}
