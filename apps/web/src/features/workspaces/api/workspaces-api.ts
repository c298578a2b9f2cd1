import type {
  Budget,
  BudgetInput,
  Costs,
  InvitePreview,
  MyInvite,
  Workspace,
  WorkspaceDetail,
  WorkspaceReviewLink,
  WorkspaceRole,
  WorkspaceUsage,
} from '@loci/shared';
import type { Locale } from '@loci/shared/locales';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { workspaceKeys } from '../../../lib/current-workspace';
import { projectKeys } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';

const base = (id: string) => `/api/workspaces/${encodeURIComponent(id)}`;
const json = (method: string, body?: unknown): RequestInit => ({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export function workspaceDetailQuery(id: string) {
  return queryOptions({ queryKey: workspaceKeys.detail(id), queryFn: () => apiFetch<WorkspaceDetail>(`${base(id)}/`), retry: false });
}

export function workspaceUsageQuery(id: string) {
  return queryOptions({ queryKey: workspaceKeys.usage(id), queryFn: () => apiFetch<WorkspaceUsage>(`${base(id)}/usage`) });
}

const studioLinksKey = (id: string) => ['workspace', id, 'review-links'] as const;

/** Owners: every review link of the studio's projects, with who made it. */
export function studioReviewLinksQuery(id: string) {
  return queryOptions({
    queryKey: studioLinksKey(id),
    queryFn: async () => (await apiFetch<{ links: WorkspaceReviewLink[] }>(`${base(id)}/review-links`)).links,
  });
}

/** An owner revokes one of the studio's review links; the list and that project's links refresh. */
export function useRevokeStudioLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: { id: string; project_id: string }) =>
      apiFetch<WorkspaceReviewLink>(`${base(id)}/review-links/${encodeURIComponent(link.id)}`, json('DELETE')),
    onSuccess: (_, link) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioLinksKey(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewLinks(link.project_id) }),
      ]),
  });
}

export function invitePreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['invite', token] as const,
    queryFn: () => apiFetch<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** The workspace page's changes; each refreshes the page, the workspace list and the projects. */
export function useWorkspaceActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list }),
    ]);
  const onSuccess = () => refresh();
  return {
    rename: useMutation({
      mutationFn: (name: string) => apiFetch<{ workspace: Workspace }>(`${base(id)}/`, json('PATCH', { name })),
      onSuccess,
    }),
    setDefaultLocale: useMutation({
      mutationFn: (locale: Locale | null) => apiFetch<{ workspace: Workspace }>(`${base(id)}/`, json('PATCH', { default_locale: locale })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    }),
    changeRole: useMutation({
      mutationFn: (v: { userId: string; role: WorkspaceRole }) =>
        apiFetch(`${base(id)}/members/${encodeURIComponent(v.userId)}`, json('PATCH', { role: v.role })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => apiFetch(`${base(id)}/members/${encodeURIComponent(userId)}`, json('DELETE')),
      onSuccess,
    }),
    invite: useMutation({
      mutationFn: (v: { email: string; role: WorkspaceRole }) => apiFetch(`${base(id)}/invites`, json('POST', v)),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (inviteId: string) => apiFetch(`${base(id)}/invites/${encodeURIComponent(inviteId)}`, json('DELETE')),
      onSuccess,
    }),
    destroy: useMutation({ mutationFn: () => apiFetch(`${base(id)}/`, json('DELETE')), onSuccess }),
  };
}

/** Accepts an invitation for the signed-in person. */
export function acceptInvite(token: string): Promise<{ workspace: Workspace }> {
  return apiFetch<{ workspace: Workspace }>(`/api/invites/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

/** Invitations waiting for the signed-in person's verified address (Projects shows them). */
export const myInvitesQuery = queryOptions({
  queryKey: ['invites', 'mine'] as const,
  queryFn: async () => (await apiFetch<{ invites: MyInvite[] }>('/api/me/invites')).invites,
});

/** Accept or decline one of `myInvitesQuery`; both refresh it, accepting also the workspaces and projects. */
export function useMyInviteActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myInvitesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list }),
    ]);
  const mine = (id: string) => `/api/me/invites/${encodeURIComponent(id)}`;
  return {
    accept: useMutation({
      mutationFn: (id: string) => apiFetch<{ workspace: Workspace }>(`${mine(id)}/accept`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    decline: useMutation({ mutationFn: (id: string) => apiFetch(mine(id), { method: 'DELETE' }), onSuccess: refresh }),
  };
}

const budgetKey = (id: string) => ['workspace', id, 'budget'] as const;
const costsKey = (id: string) => ['workspace', id, 'costs'] as const;

/** The studio's monthly budget and this month's spend. */
export function workspaceBudgetQuery(id: string) {
  return queryOptions({ queryKey: budgetKey(id), queryFn: () => apiFetch<Budget>(`${base(id)}/budget`) });
}

/** Owners: spend lines by month, person, provider, model and project. */
export function workspaceCostsQuery(id: string) {
  return queryOptions({ queryKey: costsKey(id), queryFn: async () => (await apiFetch<Costs>(`${base(id)}/costs`)).rows });
}

/** An owner sets (or clears, with null) the studio's monthly budget in dollars, and members' own when named. */
export function useSetBudget(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetInput) => apiFetch<Budget>(`${base(id)}/budget`, json('PUT', input)),
    onSuccess: (budget) => queryClient.setQueryData(budgetKey(id), budget),
  });
}

/** The usage as a CSV file, saved through the browser. */
export async function downloadCostsCsv(id: string): Promise<void> {
  const csv = await apiFetch<string>(`${base(id)}/costs.csv`);
  const href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href, download: 'loci-usage.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Imports a studio archive into this (empty) studio: the projects it made. */
export function useImportStudioArchive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiFetch<{ projects: string[] }>(`${base(id)}/archive/import`, { method: 'POST', body: form });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
        queryClient.invalidateQueries({ queryKey: projectKeys.list }),
      ]),
  });
}

/** Where the studio's archive downloads from (the browser streams it to disk; `after` resumes after a project). */
export const studioArchiveUrl = (id: string) => `${base(id)}/archive`;
