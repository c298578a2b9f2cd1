import type { SlotVariations } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { slotVersionsKey } from './slot-versions';

/**
 * `POST /api/projects/:id/slot-variations`: N candidates for one slot (kept in its history; the slot
 * is unchanged until one is chosen). `cancel()` aborts the request: the server stops before the next candidate.
 */
export function useSlotVariations(projectId: string | undefined, slot: string) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (count: number) => {
      controller.current = new AbortController();
      const path = `/api/projects/${encodeURIComponent(projectId ?? '')}/slot-variations`;
      const body = JSON.stringify({ slot, count });
      return (await apiFetch<SlotVariations>(path, { method: 'POST', body, signal: controller.current.signal })).candidates;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotVersionsKey(projectId ?? '', slot) }),
  });
  return { ...mutation, cancel: () => controller.current?.abort() };
}
