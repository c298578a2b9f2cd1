import type { MyInvite } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Invitations waiting for the signed-in person. On its own (not in `workspaces-api.ts`): Projects
 * reads it from the app's entry and loads the invitations panel only when there are some.
 */
export const myInvitesQuery = queryOptions({
  queryKey: ['invites', 'mine'] as const,
  queryFn: async () => (await apiFetch<{ invites: MyInvite[] }>('/api/me/invites')).invites,
});
