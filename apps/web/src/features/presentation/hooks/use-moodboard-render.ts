import { deckRender, type MoodboardRender, type RenderResponse } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateProject } from '../../../lib/project-queries';
import { editRender, generateRender } from '../api/generate-render';
import { moodboardRendersKey, useMoodboardRenders } from '../api/get-moodboard-renders';
import { pinRender } from '../api/pin-render';
import type { MoodboardView } from '../model/moodboards';
import { mergeRenders, RENDER_MESSAGES, toRender } from '../model/renders';

export type RenderPhase = 'idle' | 'rendering' | 'regenerating';

/** An answer without an image is a failure of its own (spec §8 "Failed to … render"). */
class NoRenderImage extends Error {}

const withImage = (answer: RenderResponse) => {
  if (!answer.image && !answer.render_url) throw new NoRenderImage();
  return toRender(answer);
};

/** Spec §8 words for a failed render: no image in the answer, or no answer at all. */
const failureMessage = (error: Error, messages: { noImage: string; failed: string }) =>
  error instanceof NoRenderImage ? messages.noImage : messages.failed;

/**
 * Spec §4 Render: the first RENDER generates (or loads the cached) render and opens the popup;
 * REGENERATE sends the edited prompt and the render on screen. Every render stays in the history.
 */
export function useMoodboardRender({ projectId, moodboard }: { projectId?: string; moodboard: MoodboardView }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<MoodboardRender[]>([]);
  const [shownId, setShownId] = useState<string>();
  const history = useMoodboardRenders(projectId, moodboard.id, open);
  const renders = mergeRenders(history.data ?? moodboard.renders, made);
  // The pin as this session last set it, else as the project read says (issue #46).
  const [pinnedHere, setPinnedHere] = useState<string | null>();
  const pinnedId = pinnedHere !== undefined ? pinnedHere : (moodboard.pinnedRenderId ?? null);
  const deck = deckRender({ renders, pinned_render_id: pinnedId });
  const shown = renders.find((r) => r.id === shownId) ?? deck ?? renders.at(-1);

  const keep = (render: MoodboardRender, projectId: string) => {
    setMade((all) => [...all, render]);
    setShownId(render.id);
    void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(projectId, moodboard.id) });
    void invalidateProject(queryClient, projectId);
  };

  const first = useMutation({
    mutationFn: async (projectId: string) =>
      withImage(
        await generateRender({
          projectId,
          moodboardId: moodboard.id,
          programmaticArea: moodboard.programmaticArea,
          areaDescription: moodboard.optionalPrompt,
        }),
      ),
    onSuccess: (render, projectId) => {
      keep(render, projectId);
      again.reset();
      setOpen(true);
    },
  });

  const again = useMutation({
    mutationFn: async ({ projectId, prompt, previous }: { projectId: string; prompt: string; previous: string }) =>
      withImage(await editRender({ projectId, moodboardId: moodboard.id, newPrompt: prompt, previousRender: previous })),
    onSuccess: (render, { projectId }) => keep(render, projectId),
  });

  const pin = useMutation({
    mutationFn: ({ projectId, renderId }: { projectId: string; renderId: string | null }) =>
      pinRender({ projectId, moodboardId: moodboard.id, renderId }),
    onSuccess: (answer, { projectId }) => {
      setPinnedHere(answer.pinned_render_id);
      void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(projectId, moodboard.id) });
      void invalidateProject(queryClient, projectId);
    },
  });

  const phase: RenderPhase = first.isPending ? 'rendering' : again.isPending ? 'regenerating' : 'idle';

  function render() {
    if (projectId && phase === 'idle') first.mutate(projectId);
  }

  async function regenerate(prompt: string): Promise<void> {
    if (!projectId || !shown || phase !== 'idle' || !prompt.trim()) return;
    await again.mutateAsync({ projectId, prompt, previous: shown.image }).catch(() => undefined);
  }

  /** Reopens the popup on the deck's render (the pinned one, else the newest). */
  const reopen = () => {
    setShownId(undefined);
    again.reset();
    setOpen(true);
  };

  return {
    open,
    reopen,
    close: () => setOpen(false),
    phase,
    error: first.error
      ? failureMessage(first.error, { noImage: RENDER_MESSAGES.generateNoImage, failed: RENDER_MESSAGES.generateFailed })
      : null,
    popupError: again.error
      ? failureMessage(again.error, { noImage: RENDER_MESSAGES.regenerateNoImage, failed: RENDER_MESSAGES.regenerateFailed })
      : null,
    renders,
    shown,
    /** The render the deck shows, and the pinned one's id (null: the newest is used). */
    deck,
    pinnedId,
    pinning: pin.isPending,
    pinError: pin.error ? 'Could not pin this render. Please try again.' : null,
    pin: (renderId: string | null) => {
      if (projectId && !pin.isPending) pin.mutate({ projectId, renderId });
    },
    show: setShownId,
    render,
    regenerate,
  };
}
