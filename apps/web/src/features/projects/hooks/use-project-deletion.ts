import type { Project } from '@loci/shared';
import { type RefObject, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDeleteProject } from '../api/delete-project';
import { getProjectDisplayName } from '../utils/delete-messages';

/** What the outcome alert reports after a delete. */
export type DeleteOutcome = { kind: 'success'; name: string } | { kind: 'failure'; name: string; id: string; status?: number };

/**
 * The Projects page's delete flow (spec §4: delete-confirm modal open → deleting → outcome).
 * Also decides where focus lands when a dialog closes: back on the card's Delete button
 * while it exists, else on `fallbackFocus` (the page heading) once the card is gone.
 */
export function useProjectDeletion(fallbackFocus: RefObject<HTMLElement | null>) {
  const mutation = useDeleteProject();
  const [target, setTarget] = useState<Project | null>(null);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const hasOutcomeRef = useRef(false);

  const showOutcome = (next: DeleteOutcome) => {
    hasOutcomeRef.current = true;
    setOutcome(next);
  };

  const request = (project: Project, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    mutation.reset();
    setTarget(project);
  };

  const confirm = () => {
    if (!target || mutation.isPending) return;
    const name = getProjectDisplayName(target.project_name);
    const id = target.id;
    mutation.mutate(id, {
      onSuccess: () => showOutcome({ kind: 'success', name }),
      onError: (error) => showOutcome({ kind: 'failure', name, id, status: error instanceof ApiError ? error.status : undefined }),
      onSettled: () => setTarget(null),
    });
  };

  const focusTriggerOrFallback = (event: Event) => {
    event.preventDefault();
    const trigger = triggerRef.current;
    (trigger?.isConnected ? trigger : fallbackFocus.current)?.focus();
  };

  return {
    target,
    outcome,
    isDeleting: mutation.isPending,
    request,
    confirm,
    cancel: () => {
      if (!mutation.isPending) setTarget(null);
    },
    dismissOutcome: () => {
      hasOutcomeRef.current = false;
      setOutcome(null);
    },
    /** Confirm closed: the outcome alert (if any) takes focus, else back to the trigger. */
    onConfirmCloseAutoFocus: (event: Event) => {
      if (hasOutcomeRef.current) event.preventDefault();
      else focusTriggerOrFallback(event);
    },
    onOutcomeCloseAutoFocus: focusTriggerOrFallback,
  };
}
