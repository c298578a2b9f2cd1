import {
  deckRender,
  type MoodboardRender,
  type RenderRegionEditRequest,
  type RenderResponse,
  type RenderVariantsRequest,
  type UpscaleFactor,
} from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../lib/api-client';
import { invalidateProject } from '../../../lib/project-queries';
import { editRender, generateRender } from '../api/generate-render';
import { moodboardRendersKey, useMoodboardRenders } from '../api/get-moodboard-renders';
import { pinRender } from '../api/pin-render';
import { editRenderRegion, useRenderRegions } from '../api/render-region-edit';
import { makeRenderVariants } from '../api/render-variants';
import { upscaleRender } from '../api/upscale-render';
import { type LightVariant, variantCaption } from '../components/render-variants';
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
  // Print copies made in this session, on their renders until the history read brings them (issue #46).
  const [copies, setCopies] = useState<Record<string, NonNullable<MoodboardRender['upscale']>>>({});
  const renders = mergeRenders(history.data ?? moodboard.renders, made).map((r) => (copies[r.id] ? { ...r, upscale: copies[r.id] } : r));
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

  const upscale = useMutation({
    mutationFn: ({ projectId, renderId, factor }: { projectId: string; renderId: string; factor: UpscaleFactor }) =>
      upscaleRender({ projectId, moodboardId: moodboard.id, renderId, factor }),
    onSuccess: ({ upscale: copy }, { projectId }) => {
      setCopies((all) => ({ ...all, [copy.render_id]: { image: copy.image, factor: copy.factor } }));
      void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(projectId, moodboard.id) });
      void invalidateProject(queryClient, projectId);
    },
  });

  // Variants (issue #46): the last set made, shown side by side; they join the history too.
  const [lightVariants, setLightVariants] = useState<LightVariant[]>([]);
  const variants = useMutation({
    mutationFn: ({ projectId, renderId, request }: { projectId: string; renderId: string; request: RenderVariantsRequest }) =>
      makeRenderVariants({ projectId, moodboardId: moodboard.id, renderId, request }),
    onSuccess: (answer, { projectId }) => {
      setMade((all) => [...all, ...answer.variants.map((v) => toRender(v.render))]);
      setLightVariants(
        answer.variants.map((v) => ({ caption: variantCaption(v.value, answer.region), id: v.render.render_id, image: v.render.image })),
      );
      void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(projectId, moodboard.id) });
      void invalidateProject(queryClient, projectId);
    },
  });

  // Change one part (issue #46): the parts found in the render on screen; the changed render joins the history and is shown.
  const regions = useRenderRegions({ projectId, moodboardId: moodboard.id, renderId: shown?.id, enabled: open });
  const partChange = useMutation({
    mutationFn: ({ projectId, renderId, request }: { projectId: string; renderId: string; request: RenderRegionEditRequest }) =>
      editRenderRegion({ projectId, moodboardId: moodboard.id, renderId, request }),
    onSuccess: (answer, { projectId }) => keep(toRender(answer.render), projectId),
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
    /** Making a print copy of a render (×2 or ×4): which factor is under way, and what went wrong. */
    upscaling: upscale.isPending ? upscale.variables.factor : null,
    upscaleError: upscale.error ? userMessage(upscale.error, 'Could not make a print copy. Please try again.') : null,
    upscale: (renderId: string, factor: UpscaleFactor) => {
      if (projectId && !upscale.isPending) upscale.mutate({ projectId, renderId, factor });
    },
    /** Light variants of the render on screen: the last ones made, whether some are under way, what went wrong. */
    lightVariants,
    makingVariants: variants.isPending,
    variantsError: variants.error ? userMessage(variants.error, 'Could not make the variants. Please try again.') : null,
    makeVariants: (request: RenderVariantsRequest) => {
      if (projectId && shown && !variants.isPending) variants.mutate({ projectId, renderId: shown.id, request });
    },
    /** Change one part of the render on screen: its found parts, whether a change is under way, what went wrong. */
    partChange: {
      regions: regions.data,
      making: partChange.isPending,
      error: partChange.error ? userMessage(partChange.error, 'Could not change this part. Please try again.') : null,
      onChange: (request: RenderRegionEditRequest) => {
        if (projectId && shown && !partChange.isPending) partChange.mutate({ projectId, renderId: shown.id, request });
      },
    },
    show: setShownId,
    render,
    regenerate,
  };
}
