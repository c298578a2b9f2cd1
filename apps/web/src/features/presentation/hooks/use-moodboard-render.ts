import type { MoodboardRender } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { editRender, generateRender } from '../api/generate-render';
import { moodboardRendersKey, useMoodboardRenders } from '../api/get-moodboard-renders';
import { refreshProject } from '../api/update-moodboard-cache';
import type { MoodboardView } from '../model/moodboards';
import { mergeRenders, RENDER_MESSAGES, toRender } from '../model/renders';

export type RenderPhase = 'idle' | 'rendering' | 'regenerating';

/**
 * Spec §4 Render: the first RENDER generates (or loads the cached) render and opens the popup;
 * REGENERATE sends the edited prompt and the render on screen. Every render stays in the history.
 */
export function useMoodboardRender({ projectId, moodboard }: { projectId?: string; moodboard: MoodboardView }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<RenderPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [popupError, setPopupError] = useState<string | null>(null);
  const [made, setMade] = useState<MoodboardRender[]>([]);
  const [shownId, setShownId] = useState<string>();
  const history = useMoodboardRenders(projectId, moodboard.id, open);
  const renders = mergeRenders(history.data ?? moodboard.renders, made);
  const shown = renders.find((r) => r.id === shownId) ?? renders.at(-1);

  const keep = (render: MoodboardRender) => {
    setMade((all) => [...all, render]);
    setShownId(render.id);
    if (!projectId) return;
    void queryClient.invalidateQueries({ queryKey: moodboardRendersKey(projectId, moodboard.id) });
    void refreshProject(queryClient, projectId);
  };

  async function render() {
    if (!projectId || phase !== 'idle') return;
    setPhase('rendering');
    setError(null);
    try {
      const input = {
        projectId,
        moodboardId: moodboard.id,
        programmaticArea: moodboard.programmaticArea,
        areaDescription: moodboard.optionalPrompt,
      };
      const answer = await generateRender(input);
      if (!answer.image && !answer.render_url) {
        setError(RENDER_MESSAGES.generateNoImage);
        return;
      }
      keep(toRender(answer));
      setPopupError(null);
      setOpen(true);
    } catch (err) {
      console.error('Render failed', err);
      setError(RENDER_MESSAGES.generateFailed);
    } finally {
      setPhase('idle');
    }
  }

  async function regenerate(prompt: string) {
    if (!projectId || !shown || phase !== 'idle' || !prompt.trim()) return;
    setPhase('regenerating');
    setPopupError(null);
    try {
      const answer = await editRender({ projectId, moodboardId: moodboard.id, newPrompt: prompt, previousRender: shown.image });
      if (!answer.image && !answer.render_url) setPopupError(RENDER_MESSAGES.regenerateNoImage);
      else keep(toRender(answer));
    } catch (err) {
      console.error('Render regeneration failed', err);
      setPopupError(RENDER_MESSAGES.regenerateFailed);
    } finally {
      setPhase('idle');
    }
  }

  /** Reopens the popup on the newest render (the page shows it once made). */
  const reopen = () => {
    setShownId(undefined);
    setPopupError(null);
    setOpen(true);
  };

  return { open, reopen, close: () => setOpen(false), phase, error, popupError, renders, shown, show: setShownId, render, regenerate };
}
