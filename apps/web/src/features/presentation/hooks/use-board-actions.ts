import type { ImageSettings } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { editImage } from '../api/edit-image';
import { generateSingleImage } from '../api/generate-single-image';
import { projectDataKey } from '../api/get-project-data';
import { saveImageSelection } from '../api/save-image-selection';
import { updateLabel } from '../api/update-label';
import { editFailureMessage } from '../model/edit-failure';
import { applyOverrides, type BoardOverrides, type SlotOverride } from '../model/overrides';
import type { Board } from '../model/section-data';
import { readEditOutcome } from '../model/sourcing';

type Options = { board: Board; projectId?: string; projectLocation: string };

/**
 * The edits of one board (spec §4 Image edit, alternative label, §8): each shows its result at
 * once as a local override and refetches the project; a failed edit keeps the old image and says why (`editError`).
 */
export function useBoardActions({ board, projectId, projectLocation }: Options) {
  const queryClient = useQueryClient();
  const [overrides, setOverrides] = useState<BoardOverrides>({});
  const [description, setDescription] = useState<string>();
  const [updatingIndex, setUpdatingIndex] = useState<number | null>(null);
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  const [editError, setEditError] = useState<{ index: number; message: string } | null>(null);
  const view = applyOverrides(board, overrides, description);
  const base = { projectId, kind: board.kind, section: board.section };

  const override = (index: number, value: SlotOverride) => setOverrides((all) => ({ ...all, [index]: { ...all[index], ...value } }));
  const refresh = () => {
    if (projectId) void queryClient.invalidateQueries({ queryKey: projectDataKey(projectId) });
  };

  async function changeLabel(index: number, newLabel: string) {
    const label = newLabel.trim();
    if (!label) return;
    setUpdatingIndex(index);
    try {
      const result = await updateLabel({
        ...base,
        index,
        newLabel: label,
        currentPrompt: view.prompts[index] ?? '',
        context: view.description,
        projectLocation,
      });
      override(index, {
        label,
        prompt: result.newPrompt,
        alternativeLabels: result.alternativeLabels,
        image: result.image || undefined,
      });
      if (result.newGeneratedContext) setDescription(result.newGeneratedContext);
      // A topic's label and image never disagree: its image is made again from the new prompt.
      if (board.kind === 'topics' && !result.image && result.newPrompt) await remakeImage(index, result.newPrompt);
      refresh();
    } catch (error) {
      console.error('Label update failed', error);
    } finally {
      setUpdatingIndex(null);
    }
  }

  async function remakeImage(index: number, prompt: string) {
    const made = await generateSingleImage({ ...base, index, prompt, promptUsage: view.promptUsage[index] ?? 0, projectLocation });
    override(index, { image: made.image || undefined, alternatives: made.alternatives, status: made.image ? 'done' : 'failed' });
  }

  /** Regenerates (or sources) one image; resolves to a notice for the popup when sourcing found nothing. */
  async function regenerate(index: number, prompt: string, settings: ImageSettings): Promise<string | undefined> {
    setBusyIndex(index);
    setEditError(null);
    try {
      const result = await editImage({
        ...base,
        index,
        oldPrompt: view.prompts[index] ?? '',
        newPrompt: prompt,
        context: view.description,
        settings,
      });
      const [first] = result.images ?? [];
      const outcome = readEditOutcome({ settings, images: result.images, notice: result.notice });
      override(index, { image: first || undefined, prompt: result.newPrompt ?? prompt, settings, alternatives: outcome.alternatives });
      refresh();
      return outcome.notice;
    } catch (error) {
      console.error('Image edit failed', error);
      setEditError({ index, message: editFailureMessage(error) });
      return undefined;
    } finally {
      setBusyIndex(null);
    }
  }

  async function chooseAlternative(index: number, image: string) {
    override(index, { image });
    try {
      await saveImageSelection({ ...base, index, selectedImage: image });
      refresh();
    } catch {
      // logged by saveImageSelection; the choice stays on screen
    }
  }

  async function retry(index: number) {
    setBusyIndex(index);
    override(index, { status: 'running' });
    try {
      const result = await generateSingleImage({
        ...base,
        index,
        prompt: view.prompts[index] ?? '',
        promptUsage: view.promptUsage[index] ?? 0,
        projectLocation,
      });
      override(index, { image: result.image, alternatives: result.alternatives, status: result.image ? 'done' : 'failed' });
      refresh();
    } catch (error) {
      console.error('Image retry failed', error);
      override(index, { status: 'failed' });
    } finally {
      setBusyIndex(null);
    }
  }

  return { view, updatingIndex, busyIndex, editError, changeLabel, regenerate, chooseAlternative, retry };
}
