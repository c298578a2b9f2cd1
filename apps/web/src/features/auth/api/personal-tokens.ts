import type { PersonalToken, TokenCreate } from '@loci/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const tokenKeys = { list: ['personal-tokens'] as const };

/** `GET /api/tokens`: the person's personal access tokens (never their secrets). */
export function personalTokensQuery() {
  return queryOptions({
    queryKey: tokenKeys.list,
    queryFn: async () => (await apiFetch<{ tokens: PersonalToken[] }>('/api/tokens')).tokens,
  });
}

/** Makes a token (the answer holds its secret, shown once) and revokes one; both refresh the list. */
export function usePersonalTokenActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tokenKeys.list });
  return {
    create: useMutation({
      mutationFn: (input: TokenCreate) =>
        apiFetch<{ token: string; personal_token: PersonalToken }>('/api/tokens', { method: 'POST', body: JSON.stringify(input) }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => apiFetch<PersonalToken>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
