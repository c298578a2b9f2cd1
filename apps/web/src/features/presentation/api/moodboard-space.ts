import type { MoodboardSpace, MoodboardSpaceResponse, SpaceRenderJob } from '@loci/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';
import { moodboardRendersKey } from './get-moodboard-renders';

type Target = { projectId: string; moodboardId: string };

export const moodboardSpaceKey = (t: Target) => queryKeys.moodboardSpace(t.projectId, t.moodboardId);
const path = (t: Target) => `/api/projects/${encodeURIComponent(t.projectId)}/moodboards/${encodeURIComponent(t.moodboardId)}/space`;
const working = (jobs: SpaceRenderJob[]) => jobs.some((j) => j.status === 'queued' || j.status === 'running');

/** `GET …/space`: the moodboard's space and its renders on the queue; polled while one is queued or running. */
export function moodboardSpaceQuery(t: Target) {
  return queryOptions({
    queryKey: moodboardSpaceKey(t),
    queryFn: () => apiFetch<MoodboardSpaceResponse>(path(t)),
    refetchInterval: (query) => (query.state.data && working(query.state.data.jobs) ? 1000 : false),
  });
}

/** The space of a moodboard; when one of its renders finishes, the render history and the project (Canvas) refresh. */
export function useMoodboardSpace(t: Target | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...moodboardSpaceQuery(t ?? { projectId: '', moodboardId: '' }), enabled: Boolean(t) });
  const finished = (query.data?.jobs ?? []).filter((j) => j.status === 'done').length;
  const seen = useRef(finished);
  useEffect(() => {
    if (!t || finished === seen.current) return;
    seen.current = finished;
    void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(t.projectId, t.moodboardId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(t.projectId) });
  }, [finished, t, queryClient]);
  return query;
}

export type SpaceInput = { file: File; author: string } | { image: string };

/** `POST …/space`: an uploaded photo, sketch or model view (with its author), or one of the project's images. */
export function useSetMoodboardSpace(t: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceInput) => {
      const form = new FormData();
      if ('file' in input) {
        form.append('file', input.file);
        if (input.author.trim()) form.append('author', input.author.trim());
      } else form.append('image', input.image);
      return apiFetch<{ space: MoodboardSpace }>(path(t), { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodboardSpaceKey(t) }),
  });
}

/** `DELETE …/space` (renders made from it keep it as their source). */
export function useRemoveMoodboardSpace(t: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ success: true }>(path(t), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodboardSpaceKey(t) }),
  });
}

/** `POST …/space/renders`: queues a render at a strength (0 loose … 1 strict). */
export function useRenderMoodboardSpace(t: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { strength: number; prompt: string }) =>
      apiFetch<{ job: SpaceRenderJob }>(`${path(t)}/renders`, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodboardSpaceKey(t) }),
  });
}

/** `DELETE …/space/renders/:jobId`: cancels a queued or running render. */
export function useCancelSpaceRender(t: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<{ job: SpaceRenderJob }>(`${path(t)}/renders/${encodeURIComponent(jobId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodboardSpaceKey(t) }),
  });
}
