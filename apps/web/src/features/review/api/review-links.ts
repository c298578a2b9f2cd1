import type { ReviewLink, ReviewLinkCreate, ReviewLinkCreated, ReviewRegenerateInput } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';
import { useFailureToast } from '../../../lib/use-failure-toast';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** "Create link": the answer carries the token once. */
export function useCreateReviewLink(projectId: string) {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (input: ReviewLinkCreate) =>
      apiFetch<ReviewLinkCreated>(`${base(projectId)}/review-links`, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.links(projectId) }),
    onError: (err) => fail('The review link was not created', err),
  });
}

/** "Revoke": the link and every image through it stop at once. */
export function useRevokeReviewLink(projectId: string) {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiFetch<ReviewLink>(`${base(projectId)}/review-links/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.links(projectId) }),
    onError: (err) => fail('The review link was not revoked', err),
  });
}

/** "Regenerate rejected images": queues them with the guidance; the boards and progress refresh. */
export function useRegenerateRejected(projectId: string) {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (input: ReviewRegenerateInput) =>
      apiFetch<{ queued: number; round: number }>(`${base(projectId)}/feedback/regenerate`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: async () => {
      // The project (boards), its feedback and links (round), and the generation progress (polled while it runs).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projectRead(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.generation(projectId) }),
      ]);
    },
    onError: (err) => fail('The images were not queued', err),
  });
}
